import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormField } from "./form-field";
import { PersonMultiPicker } from "./person-multi-picker";
import { PersonPicker } from "./person-picker";
import type { PersonOption } from "./person-options";

const PEOPLE: PersonOption[] = [
  { id: 1, name: "Gulyás Péter", department: "IT", email: "gulyas@example.hu" },
  { id: 2, name: "Balogh Anna", department: "HR", email: "balogh@example.hu" },
  { id: 3, name: "Fodor Zsuzsanna", department: "Pénzügy", email: "fodor.zs@example.hu" },
  { id: 4, name: "Balázs Ödön", department: "IT", email: "balazs@example.hu" },
  { id: 5, name: "Fodor Zsuzsanna", department: "Értékesítés", email: "zsuzsa.fodor@example.hu" },
  { id: 6, name: "Gál Éva", department: null, email: "gal@example.hu" },
];

function Single({ onChange, isClearable }: { onChange: (id: number | null) => void; isClearable?: boolean }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <FormField label="Címzett">
      {(props) => (
        <PersonPicker
          {...props}
          people={PEOPLE}
          value={value}
          isClearable={isClearable}
          onChange={(id) => {
            setValue(id);
            onChange(id);
          }}
        />
      )}
    </FormField>
  );
}

function Multi({ onChange, initial = [] }: { onChange: (ids: number[]) => void; initial?: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <FormField label="Címzettek">
      {(props) => (
        <PersonMultiPicker
          {...props}
          people={PEOPLE}
          value={value}
          onChange={(ids) => {
            setValue(ids);
            onChange(ids);
          }}
        />
      )}
    </FormField>
  );
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();
const optionNames = () => screen.getAllByRole("option").map((o) => o.textContent);

describe("PersonPicker (single)", () => {
  it("is a labelled combobox whose list is in Hungarian order (Balázs before Balogh, Gál before Gulyás)", async () => {
    render(<Single onChange={vi.fn()} />);
    const input = screen.getByRole("combobox", { name: "Címzett" });
    await userEvent.click(input);
    expect(screen.getByRole("listbox", { name: "Címzett" })).toBeInTheDocument();
    expect(optionNames().map((n) => n?.split(" ").slice(0, 2).join(" "))).toEqual([
      "Balázs Ödön",
      "Balogh Anna",
      "Fodor Zsuzsanna",
      "Fodor Zsuzsanna",
      "Gál Éva",
      "Gulyás Péter",
    ]);
  });

  it("finds a name typed without accents and picks it with the arrow keys and Enter", async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Címzett" });
    await userEvent.type(input, "balazs");
    expect(optionNames()).toEqual(["Balázs Ödön IT"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(input).toHaveValue("Balázs Ödön");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and restores the picked name when the typed text is left", async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Címzett" });
    await userEvent.type(input, "gul");
    await userEvent.click(screen.getByRole("option", { name: /Gulyás Péter/ }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.clear(input);
    await userEvent.type(input, "xyz");
    expect(screen.getByText("Nincs ilyen nevű munkatárs.")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Gulyás Péter");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("tells namesakes apart by department in the list and in the field", async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Címzett" });
    await userEvent.type(input, "fodor");
    expect(optionNames()).toEqual(["Fodor Zsuzsanna Értékesítés", "Fodor Zsuzsanna Pénzügy"]);
    await userEvent.click(screen.getByRole("option", { name: /Pénzügy/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue("Fodor Zsuzsanna (Pénzügy)");
  });

  it("a clearable picker clears with its button and when the text is emptied", async () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} isClearable />);
    const input = screen.getByRole("combobox", { name: "Címzett" });
    await userEvent.type(input, "anna{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole("button", { name: "Választás törlése" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue("");
    await userEvent.type(input, "anna{ArrowDown}{Enter}");
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe("PersonMultiPicker", () => {
  it("adds people by plain clicks without dropping earlier picks and keeps the list open", async () => {
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Címzettek" });
    await userEvent.click(input);
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.click(screen.getByRole("option", { name: /Gulyás Péter/ }));
    await userEvent.click(screen.getByRole("option", { name: /Balogh Anna/ }));
    await userEvent.click(screen.getByRole("option", { name: /Gál Éva/ }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 6]);
    expect(screen.getByRole("option", { name: /Balogh Anna/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("option", { name: /Balázs Ödön/ })).toHaveAttribute("aria-selected", "false");
    const chips = within(screen.getByRole("list", { name: "Kiválasztva: 3 fő" })).getAllByRole("listitem");
    expect(chips.map(text)).toEqual(["Gulyás Péter", "Balogh Anna", "Gál Éva"]);
  });

  it("picks by typing and Enter, clears the search after each pick, and a second click removes", async () => {
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Címzettek" });
    await userEvent.type(input, "gulyas{ArrowDown}{Enter}");
    expect(input).toHaveValue("");
    await userEvent.type(input, "ODON{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith([1, 4]);
    await userEvent.click(screen.getByRole("option", { name: /Gulyás Péter/ }));
    expect(onChange).toHaveBeenLastCalledWith([4]);
  });

  it("Backspace in the empty field removes the last chip; the chip's button removes its person", async () => {
    const onChange = vi.fn();
    render(<Multi onChange={onChange} initial={[2, 1, 4]} />);
    const input = screen.getByRole("combobox", { name: "Címzettek" });
    await userEvent.click(input);
    await userEvent.keyboard("{Escape}{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await userEvent.click(screen.getByRole("button", { name: "Balogh Anna eltávolítása" }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
  });

  it("shows the namesake's department on its chip", async () => {
    render(<Multi onChange={vi.fn()} initial={[3, 5]} />);
    const chips = screen.getAllByTestId("person-chip").map(text);
    expect(chips).toEqual(["Fodor Zsuzsanna Pénzügy", "Fodor Zsuzsanna Értékesítés"]);
    expect(
      screen.getByRole("button", { name: "Fodor Zsuzsanna (Pénzügy) eltávolítása" }),
    ).toBeInTheDocument();
  });
});

import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormField } from "./form-field";
import { MonthField } from "./month-field";

function Harness({ initial = "", onChange = vi.fn() }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Hónap">
      {(props) => (
        <MonthField
          {...props}
          value={value}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      )}
    </FormField>
  );
}

describe("MonthField (issue 19 §1)", () => {
  it("shows the year and the Hungarian month name", () => {
    render(<Harness initial="2026-11" />);
    expect(screen.getByLabelText("Hónap")).toHaveValue("2026. november");
  });

  it.each(["2026. november", "2026. 11.", "2026-11", "2026 nov"])("accepts typed %j", async (typed) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Hónap");
    await userEvent.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith("2026-11");
    await userEvent.tab();
    expect(input).toHaveValue("2026. november");
  });

  it("picks a month from the popup with the mouse and with the keyboard", async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-11" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Hónapválasztó megnyitása" }));
    expect(screen.getByRole("button", { name: "2026. november" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Előző év" }));
    await userEvent.click(screen.getByRole("button", { name: "2025. március" }));
    expect(onChange).toHaveBeenLastCalledWith("2025-03");
    expect(screen.getByLabelText("Hónap")).toHaveValue("2025. március");
    await userEvent.click(screen.getByRole("button", { name: "Hónapválasztó megnyitása" }));
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2025-07");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

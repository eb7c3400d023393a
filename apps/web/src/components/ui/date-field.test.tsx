import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateField } from "./date-field";
import { FormField } from "./form-field";

function Harness({
  initial = "",
  onChange = vi.fn(),
  required = false,
  min,
}: {
  initial?: string;
  onChange?: (v: string) => void;
  required?: boolean;
  min?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Kezdő nap">
      {(props) => (
        <DateField
          {...props}
          value={value}
          required={required}
          min={min}
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      )}
    </FormField>
  );
}

/** The calendar's days, once its lazily loaded code has rendered them. */
const calendarGrid = () => screen.findByRole("grid", {}, { timeout: 10_000 });

// The calendar's code loads with its first opening; loaded here once, so that no test's timing depends on
// how long a busy machine takes to transform react-day-picker.
beforeAll(async () => {
  await import("./date-field-calendar");
}, 30_000);

describe("DateField (issue 19 §1)", () => {
  it("shows an ISO value the Hungarian way", () => {
    render(<Harness initial="2026-11-25" />);
    expect(screen.getByLabelText("Kezdő nap")).toHaveValue("2026. 11. 25.");
  });

  it.each(["2026. 11. 25.", "2026-11-25", "2026.11.25"])("accepts typed %j and emits ISO", async (typed) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Kezdő nap");
    await userEvent.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith("2026-11-25");
    await userEvent.tab();
    expect(input).toHaveValue("2026. 11. 25.");
  });

  it("passes text that is no date through, so the form's schema can reject it", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText("Kezdő nap"), "2026. 02. 30.");
    expect(onChange).toHaveBeenLastCalledWith("2026. 02. 30.");
  });

  it("opens a Monday-first Hungarian calendar with the holidays marked, and picks a day", async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-12-01" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Naptár megnyitása" }));
    const dialog = screen.getByRole("dialog", { name: "Naptár" });
    await calendarGrid();
    // DayPicker hides the weekday row from assistive technology; each day's name carries its weekday.
    const headers = dialog.querySelectorAll("th");
    expect(headers[0]).toHaveAttribute("aria-label", "hétfő");
    expect(headers[0]).toHaveTextContent("H");
    const christmas = within(dialog).getByRole("button", {
      name: /^2026\. december 25\., péntek, Karácsony/,
    });
    expect(christmas).toHaveAttribute("title", "Karácsony");
    expect(christmas.closest("td")).toHaveClass("date-field-day-holiday");
    expect(within(dialog).getByText("Munkaszüneti nap")).toBeInTheDocument();
    await userEvent.click(christmas);
    expect(onChange).toHaveBeenLastCalledWith("2026-12-25");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Kezdő nap")).toHaveValue("2026. 12. 25.");
  });

  it("is keyboard usable: Alt+Down opens, arrows move, Enter picks, Escape closes", async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-11-25" onChange={onChange} />);
    const input = screen.getByLabelText("Kezdő nap");
    input.focus();
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await calendarGrid();
    await vi.waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/2026\. november 25\., szerda/),
    );
    await userEvent.keyboard("{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-26");
    await userEvent.click(screen.getByRole("button", { name: "Naptár megnyitása" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Naptár megnyitása" })).toHaveFocus();
  });

  it("marks a swapped working day and disables days before min", async () => {
    render(<Harness initial="2026-01-05" min="2026-01-03" />);
    await userEvent.click(screen.getByRole("button", { name: "Naptár megnyitása" }));
    await calendarGrid();
    const swapped = screen.getByRole("button", {
      name: /^2026\. január 10\., szombat, Áthelyezett munkanap/,
    });
    expect(swapped.closest("td")).toHaveClass("date-field-day-swappedWorkday");
    expect(screen.getByRole("button", { name: /^2026\. január 2\., péntek/ })).toBeDisabled();
  });

  it("clears an optional field but has no clear button when required", async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Harness initial="2026-11-25" onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Dátum törlése" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(screen.getByLabelText("Kezdő nap")).toHaveValue("");
    unmount();
    render(<Harness initial="2026-11-25" required />);
    expect(screen.queryByRole("button", { name: "Dátum törlése" })).not.toBeInTheDocument();
  });
});

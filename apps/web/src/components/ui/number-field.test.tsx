import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormField } from "./form-field";
import { NumberField } from "./number-field";

function Harness({
  initial = null,
  onChange = vi.fn(),
}: {
  initial?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <FormField label="Liter">
      {(props) => (
        <NumberField
          {...props}
          value={value}
          unit="l"
          onChange={(v) => {
            setValue(v);
            onChange(v);
          }}
        />
      )}
    </FormField>
  );
}

describe("NumberField (issue 19 §1)", () => {
  it("shows a year as it is written, 2021, not 2 021", async () => {
    render(
      <FormField label="Évjárat">
        {(props) => <NumberField {...props} value={2021} isGrouped={false} onChange={() => undefined} />}
      </FormField>,
    );
    const input = screen.getByLabelText("Évjárat");
    expect(input).toHaveValue("2021");
    await userEvent.clear(input);
    await userEvent.type(input, "2019");
    await userEvent.tab();
    expect(input).toHaveValue("2019");
  });

  it("is a decimal text field showing the Hungarian form", () => {
    render(<Harness initial={25925.5} />);
    const input = screen.getByLabelText("Liter");
    expect(input).toHaveAttribute("inputmode", "decimal");
    expect(input).toHaveValue("25 925,5");
    expect(screen.getByText("l")).toBeInTheDocument();
  });

  it.each([
    ["42,5", 42.5, "42,5"],
    ["42.5", 42.5, "42,5"],
    ["25 925", 25925, "25 925"],
    ["25925,5", 25925.5, "25 925,5"],
  ])("reads typed %j as %d and shows %j after blur", async (typed, number, shown) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Liter");
    await userEvent.type(input, typed);
    expect(onChange).toHaveBeenLastCalledWith(number);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
  });

  it("gives null for an empty field and NaN for text that is no number", async () => {
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    const input = screen.getByLabelText("Liter");
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, "öt");
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await userEvent.tab();
    expect(input).toHaveValue("öt");
  });
});

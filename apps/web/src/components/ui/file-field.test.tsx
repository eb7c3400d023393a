import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileField } from "./file-field";
import { FormField } from "./form-field";

describe("FileField (issue 19 §1)", () => {
  it("says in Hungarian that no file is chosen, then names the chosen file", async () => {
    const onChange = vi.fn();
    render(
      <FormField label="Dokumentum">
        {(props) => <FileField {...props} accept=".pdf" onChange={onChange} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Dokumentum/);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleName("Dokumentum Fájl kiválasztása");
    expect(input).toHaveAccessibleDescription("Nincs kiválasztott fájl");
    const file = new File(["%PDF"], "szerzodes.pdf", { type: "application/pdf" });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledTimes(1);
    const event = onChange.mock.calls[0]?.[0] as { target: HTMLInputElement };
    expect(event.target.files?.[0]?.name).toBe("szerzodes.pdf");
    expect(input).toHaveAccessibleDescription("szerzodes.pdf");
  });

  it("is reached with the keyboard", async () => {
    render(<FormField label="Önéletrajz">{(props) => <FileField {...props} />}</FormField>);
    await userEvent.tab();
    expect(screen.getByLabelText(/Önéletrajz/)).toHaveFocus();
  });
});

import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Switch } from "./switch";

describe("Switch (SPEC §9)", () => {
  it("is a labelled switch reporting the new boolean", async () => {
    const onChange = vi.fn();
    render(<Switch value={false} onChange={onChange} label="Csak aktívak" />);
    const control = screen.getByRole("switch", { name: "Csak aktívak" });
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("reflects the value", () => {
    render(<Switch value onChange={vi.fn()} label="Értesítések" />);
    expect(screen.getByRole("switch", { name: "Értesítések" })).toBeChecked();
  });

  it("sits left of its label by default, right with direction=right, and takes an outer class", () => {
    const { container, rerender } = render(
      <Switch value={false} onChange={vi.fn()} label="X" className="mb-2 egyedi" />,
    );
    const outer = container.firstElementChild;
    expect(outer).toHaveClass("form-check", "form-switch", "mb-2", "egyedi");
    expect(outer).not.toHaveClass("form-check-reverse");
    rerender(<Switch value={false} onChange={vi.fn()} label="X" direction="right" />);
    expect(container.firstElementChild).toHaveClass("form-check-reverse");
  });

  it("ignores input when disabled", async () => {
    const onChange = vi.fn();
    const { container } = render(<Switch value={false} onChange={onChange} label="Zárolt" disabled />);
    const control = screen.getByRole("switch", { name: "Zárolt" });
    expect(control).toBeDisabled();
    expect(container.firstElementChild).toHaveClass("is-disabled");
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});

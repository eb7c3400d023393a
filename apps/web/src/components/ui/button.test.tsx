import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BUTTON_COLORS, Button } from "./button";
import { biSave } from "./icons";

describe("Button (SPEC §9)", () => {
  it("is a primary `type=button` by default", () => {
    render(<Button>Mentés</Button>);
    const button = screen.getByRole("button", { name: "Mentés" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("btn", "btn-primary", "app-button");
  });

  it("offers the SPEC colours", () => {
    expect(BUTTON_COLORS).toEqual(["primary", "success", "warning", "info", "secondary", "gray"]);
    for (const color of BUTTON_COLORS) {
      const { unmount } = render(<Button color={color}>{color}</Button>);
      expect(screen.getByRole("button", { name: color })).toHaveClass(`btn-${color}`);
      unmount();
    }
  });

  it("can be a submit button and shows an icon", () => {
    const { container } = render(
      <Button type="submit" icon={biSave}>
        Mentés
      </Button>,
    );
    expect(screen.getByRole("button")).toHaveAttribute("type", "submit");
    expect(container.querySelector("i.bi.bi-save")).toHaveAttribute("aria-hidden", "true");
  });

  it("ignores input when disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Törlés
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Törlés" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows its tooltip on hover and on keyboard focus", async () => {
    const onClick = vi.fn();
    render(
      <Button tooltip="Az adatok mentése" onClick={onClick}>
        Mentés
      </Button>,
    );
    // The tooltip part is a lazy chunk: wait until it wrapped the button.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Mentés" }).parentElement?.tagName).toBe("SPAN"),
    );
    await userEvent.hover(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Az adatok mentése");
    await userEvent.unhover(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await userEvent.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Az adatok mentése");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventWarnings } from "./event-warnings";

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => `Kolléga ${i + 1} jóváhagyott távolléten lesz.`);

describe("an event's warnings", () => {
  it("shows a short list whole, with no button, and nothing for no warnings", () => {
    const { container, rerender } = render(<EventWarnings warnings={items(4)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(<EventWarnings warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("folds a long list after three items and opens and closes the rest", async () => {
    render(<EventWarnings warnings={items(12)} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(items(3));
    const more = screen.getByRole("button", { name: "Mind a(z) 12 figyelmeztetés" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    const fewer = screen.getByRole("button", { name: "Kevesebb" });
    expect(fewer).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(fewer);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});

import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ListPager, pageCountOf, pageLinks, parsePage } from "./list-pager";

describe("list pager", () => {
  it("counts pages of 50 and reads ?oldal= safely", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(50)).toBe(1);
    expect(pageCountOf(233)).toBe(5);
    expect(parsePage(null, 5)).toBe(1);
    expect(parsePage("3", 5)).toBe(3);
    expect(parsePage("9", 5)).toBe(5);
    expect(parsePage("-1", 5)).toBe(1);
    expect(parsePage("abc", 5)).toBe(1);
  });

  it("offers the first, the last and two pages either side, with gaps", () => {
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it("shows the range and moves between pages; nothing for a single page", async () => {
    const onPage = vi.fn();
    const { rerender, container } = render(<ListPager page={2} total={233} onPage={onPage} />);
    expect(screen.getByTestId("list-pager-range")).toHaveTextContent("51–100. sor, összesen 233");
    expect(screen.getByRole("button", { name: "2. oldal" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(screen.getByRole("button", { name: "Következő oldal" }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "5. oldal" }));
    expect(onPage).toHaveBeenLastCalledWith(5);
    // "‹" and "›" alone would be a 20 px target; every page button is at least 2rem wide (WCAG 2.5.8).
    for (const button of screen.getAllByRole("button")) expect(button).toHaveStyle({ minWidth: "2rem" });
    rerender(<ListPager page={1} total={233} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Előző oldal" })).toBeDisabled();
    rerender(<ListPager page={1} total={40} onPage={onPage} />);
    expect(container).toBeEmptyDOMElement();
  });
});

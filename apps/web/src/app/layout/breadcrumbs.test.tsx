import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/render";
import { BreadcrumbsView } from "./breadcrumbs";

describe("breadcrumb (SPEC §2)", () => {
  it("renders all but the last entry as links; the last is active", () => {
    renderWithProviders(
      <BreadcrumbsView
        label="Útvonal"
        items={[
          { name: "Autók", url: "/autok" },
          { name: "Autó", url: "/autok/3" },
        ]}
      />,
    );
    const nav = screen.getByTestId("breadcrumb");
    expect(nav).toHaveAttribute("aria-label", "Útvonal");
    const link = within(nav).getByRole("link", { name: "Autók" });
    expect(link).toHaveAttribute("href", "/autok");
    const last = within(nav).getByText("Autó");
    expect(last.tagName).toBe("LI");
    expect(last).toHaveClass("breadcrumb-item", "active");
    expect(last).toHaveAttribute("aria-current", "page");
    expect(within(nav).getAllByRole("link")).toHaveLength(1);
  });

  it("renders nothing without entries", () => {
    renderWithProviders(<BreadcrumbsView label="Útvonal" items={[]} />);
    expect(screen.queryByTestId("breadcrumb")).toBeNull();
  });
});

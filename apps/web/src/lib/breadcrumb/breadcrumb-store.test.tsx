import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { formatPageTitle, useBreadcrumb, useBreadcrumbStore, type BreadcrumbItem } from "./breadcrumb-store";

describe("page title (SPEC §1)", () => {
  it("is `<last breadcrumb name> - Office`", () => {
    expect(
      formatPageTitle([
        { name: "Munkatársak", url: "/munkatarsak" },
        { name: "Munkatárs", url: "/munkatarsak/5" },
      ]),
    ).toBe("Munkatárs - Office");
  });

  it("is `Office` without a breadcrumb", () => {
    expect(formatPageTitle([])).toBe("Office");
  });
});

function Page({ items }: { items: BreadcrumbItem[] }) {
  useBreadcrumb(items);
  return null;
}

describe("useBreadcrumb", () => {
  it("sets the breadcrumb while mounted and clears it on unmount", () => {
    const items = [{ name: "Profilom", url: "/profil" }];
    const { unmount, rerender } = render(<Page items={items} />);
    expect(useBreadcrumbStore.getState().items).toEqual(items);
    rerender(<Page items={[{ name: "Profilom", url: "/profil" }]} />);
    expect(useBreadcrumbStore.getState().items).toEqual(items);
    unmount();
    expect(useBreadcrumbStore.getState().items).toEqual([]);
  });
});

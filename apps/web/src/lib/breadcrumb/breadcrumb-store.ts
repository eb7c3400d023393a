import { useLayoutEffect } from "react";
import { create } from "zustand";

/** SPEC §2 breadcrumb entry (also the SPEC §3 site map entry): a name and a url. */
export type BreadcrumbItem = { name: string; url: string };

type BreadcrumbState = {
  items: BreadcrumbItem[];
  setItems: (items: BreadcrumbItem[]) => void;
};

/** The current page's breadcrumb; the layout renders it and the page title is derived from it. */
export const useBreadcrumbStore = create<BreadcrumbState>()((set) => ({
  items: [],
  setItems: (items) => set({ items }),
}));

/**
 * Sets the page's breadcrumb while the page is mounted (cleared on unmount). The items are compared by
 * value, so an inline array literal does not re-trigger the effect. A layout effect: the breadcrumb line
 * above the page renders in the same frame as the page, not one paint later, when it would push the whole
 * page down by its height (a 0.035 layout shift on the phone's home page, issue 19 §6).
 */
export function useBreadcrumb(items: BreadcrumbItem[]): void {
  const key = JSON.stringify(items);
  useLayoutEffect(() => {
    const parsed = JSON.parse(key) as BreadcrumbItem[];
    useBreadcrumbStore.getState().setItems(parsed);
    return () => useBreadcrumbStore.getState().setItems([]);
  }, [key]);
}

/** SPEC §1: the page title is `<last breadcrumb name> - Office`, or `Office` without a breadcrumb. */
export function formatPageTitle(items: readonly BreadcrumbItem[]): string {
  const last = items.at(-1);
  return last && last.name !== "" ? `${last.name} - Office` : "Office";
}

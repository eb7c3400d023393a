import type { Locator, Page } from "@playwright/test";

/**
 * Picks a person in a person picker (apps/web/src/components/ui/person-picker.tsx, person-multi-picker.tsx)
 * the way a user does: types `search` into the combobox labelled `label` inside `scope`, clicks the
 * option whose accessible name matches `option` (default: starts with `search`) and closes a list that
 * stays open (multi). Returns the combobox.
 */
export async function pickPerson(
  scope: Page | Locator,
  label: string,
  search: string,
  option: string | RegExp = new RegExp(`^${search}`),
): Promise<Locator> {
  const box = scope.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(search);
  const list = scope.getByRole("listbox", { name: label, exact: true });
  await list.getByRole("option", { name: option }).click();
  // A multi picker keeps its list open for the next pick; Escape closes it (on a single picker the list is
  // closed already, and Escape there would clear the pick).
  if ((await box.getAttribute("aria-expanded")) === "true") await box.press("Escape");
  return box;
}

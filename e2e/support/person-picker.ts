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
  await scope
    .getByRole("listbox", { name: label, exact: true })
    .getByRole("option", { name: option })
    .click();
  return box;
}

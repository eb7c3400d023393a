/** sessionStorage key of the ids handed from /munkatarsak to /resource-card (survives a reload or print). */
export const RESOURCE_CARD_IDS_KEY = "office.resourceCard.employeeIds";

/** Router state of /resource-card. */
export type ResourceCardState = { employeeIds: number[] };

/** Stores the ids for /resource-card and returns the router state to navigate with. */
export function handOverResourceCardIds(employeeIds: readonly number[]): ResourceCardState {
  const ids = [...employeeIds];
  window.sessionStorage.setItem(RESOURCE_CARD_IDS_KEY, JSON.stringify(ids));
  return { employeeIds: ids };
}

/** The ids for /resource-card: from the router state, else from sessionStorage; [] when none. */
export function readResourceCardIds(state: unknown): number[] {
  const fromState = (state as Partial<ResourceCardState> | null)?.employeeIds;
  const source: unknown = Array.isArray(fromState)
    ? fromState
    : (() => {
        try {
          return JSON.parse(window.sessionStorage.getItem(RESOURCE_CARD_IDS_KEY) ?? "[]");
        } catch {
          return [];
        }
      })();
  return Array.isArray(source)
    ? source.filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0)
    : [];
}

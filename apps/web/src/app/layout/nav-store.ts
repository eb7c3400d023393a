import { create } from "zustand";

type NavState = {
  /** SPEC §2: collapsed (4rem, icons only) by default. */
  isExpanded: boolean;
  /** SPEC §2: groups open one at a time. */
  openGroupId: string | null;
  toggleExpanded: () => void;
  /**
   * Opens a group (closing any other, and collapsing the navigation — SPEC §2), or closes it. In the
   * phone drawer (`keepExpanded`) the group opens inside the open drawer instead.
   */
  toggleGroup: (groupId: string, keepExpanded?: boolean) => void;
  closeGroup: () => void;
  /** SPEC §2: navigating collapses the navigation (and closes the open group's flyout); also the phone drawer's backdrop. */
  handleNavigated: () => void;
};

/** Side navigation state: expanded/collapsed and the one open group. */
export const useNavStore = create<NavState>()((set) => ({
  isExpanded: false,
  openGroupId: null,
  toggleExpanded: () => set((state) => ({ isExpanded: !state.isExpanded })),
  toggleGroup: (groupId, keepExpanded = false) =>
    set((state) =>
      state.openGroupId === groupId
        ? { openGroupId: null }
        : { openGroupId: groupId, isExpanded: keepExpanded && state.isExpanded },
    ),
  closeGroup: () => set({ openGroupId: null }),
  handleNavigated: () => set({ isExpanded: false, openGroupId: null }),
}));

import { create } from "zustand";

type LoadingState = {
  /** Number of running tasks that asked for the full-screen spinner. */
  pending: number;
  startLoading: () => void;
  stopLoading: () => void;
};

/** SPEC §1: while the loading flag is set, a full-screen spinner is shown. */
export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  startLoading: () => set((state) => ({ pending: state.pending + 1 })),
  stopLoading: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** The SPEC's loading flag: true while at least one task is running. */
export function selectIsLoading(state: LoadingState): boolean {
  return state.pending > 0;
}

/** Runs `task` with the loading flag set, clearing it however the task ends. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  const { startLoading, stopLoading } = useLoadingStore.getState();
  startLoading();
  try {
    return await task();
  } finally {
    stopLoading();
  }
}

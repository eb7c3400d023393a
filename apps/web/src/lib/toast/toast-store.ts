import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";

/** SPEC §9: a toast is visible for 5000 ms. */
export const TOAST_VISIBLE_MS = 5000;
/** SPEC §1/§9: the store removes a toast entry 2 s after it was added (the visible toast stays 5 s). */
export const TOAST_STORE_TTL_MS = 2000;
/** SPEC §9: default toast position and offset (px). */
export const TOAST_POSITION = "top-right";
export const TOAST_OFFSET_PX = 10;

export type ToastKind = "success" | "danger" | "info" | "warning";
export type ToastEntry = { id: number; kind: ToastKind; message: string };

type ToastState = {
  toasts: ToastEntry[];
  /** Adds a toast and schedules its removal from the store after {@link TOAST_STORE_TTL_MS}. */
  addToast: (kind: ToastKind, message: string) => number;
  removeToast: (id: number) => void;
};

let nextId = 1;

/** The toast store; the `Toaster` component turns every new entry into a react-toastify toast. */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  addToast: (kind, message) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, message }] }));
    setTimeout(() => get().removeToast(id), TOAST_STORE_TTL_MS);
    return id;
  },
  removeToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (HTTP layer, event handlers). */
export function showToast(kind: ToastKind, message: string): number {
  return toastStore.getState().addToast(kind, message);
}

/** React binding of the toast store. */
export function useToastStore<T>(selector: (state: ToastState) => T): T {
  return useStore(toastStore, selector);
}

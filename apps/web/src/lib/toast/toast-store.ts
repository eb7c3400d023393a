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
/**
 * One toast: `message` is the headline (SPEC §8's text, e.g. 'Sikeres mentés'), `detail` an optional
 * second line saying what happened ("A projekt létrejött.").
 */
export type ToastEntry = { id: number; kind: ToastKind; message: string; detail?: string };

/**
 * The identity of a toast's content: two toasts with the same key are the same message, and the second
 * one is not shown while the first still is (issue 19 §1: identical toasts never stack).
 */
export function toastKey(entry: Pick<ToastEntry, "kind" | "message" | "detail">): string {
  return JSON.stringify([entry.kind, entry.message, entry.detail ?? ""]);
}

type ToastState = {
  toasts: ToastEntry[];
  /**
   * Adds a toast and schedules its removal from the store after {@link TOAST_STORE_TTL_MS}; an identical
   * toast still in the store is not added again (its id is returned).
   */
  addToast: (kind: ToastKind, message: string, detail?: string) => number;
  removeToast: (id: number) => void;
};

let nextId = 1;

/** The toast store; the `Toaster` component turns every new entry into a react-toastify toast. */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  addToast: (kind, message, detail) => {
    const key = toastKey({ kind, message, detail });
    const twin = get().toasts.find((t) => toastKey(t) === key);
    if (twin) return twin.id;
    const id = nextId++;
    const entry: ToastEntry = detail ? { id, kind, message, detail } : { id, kind, message };
    set((state) => ({ toasts: [...state.toasts, entry] }));
    setTimeout(() => get().removeToast(id), TOAST_STORE_TTL_MS);
    return id;
  },
  removeToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (HTTP layer, event handlers); `detail` is its second line. */
export function showToast(kind: ToastKind, message: string, detail?: string): number {
  return toastStore.getState().addToast(kind, message, detail);
}

/** React binding of the toast store. */
export function useToastStore<T>(selector: (state: ToastState) => T): T {
  return useStore(toastStore, selector);
}

import { useEffect } from "react";
import { ToastContainer, toast, type TypeOptions } from "react-toastify";
import { TOAST_POSITION, TOAST_VISIBLE_MS, toastStore, type ToastKind } from "../lib/toast/toast-store";
import { useThemeStore } from "../lib/theme/theme-store";

const TOAST_TYPES: Record<ToastKind, TypeOptions> = {
  success: "success",
  danger: "error",
  info: "info",
  warning: "warning",
};

/**
 * Feeds new toast-store entries to react-toastify: visible 5000 ms, top-right, offset 10 px (the offset is
 * the `--toastify-toast-offset` variable in app.css). The store drops each entry after 2 s by itself.
 */
export function Toaster() {
  const scheme = useThemeStore((s) => s.scheme);

  useEffect(() => {
    let lastShownId = 0;
    const showNew = (entries: ReturnType<typeof toastStore.getState>["toasts"]): void => {
      for (const entry of entries) {
        if (entry.id <= lastShownId) continue;
        lastShownId = entry.id;
        toast(entry.message, {
          type: TOAST_TYPES[entry.kind],
          toastId: entry.id,
          autoClose: TOAST_VISIBLE_MS,
        });
      }
    };
    showNew(toastStore.getState().toasts);
    return toastStore.subscribe((state) => showNew(state.toasts));
  }, []);

  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_VISIBLE_MS}
      theme={scheme === "dark" ? "dark" : "colored"}
      newestOnTop
      closeButton
      // SPEC §9: visible 5000 ms — not paused while the window is in the background (hover still pauses).
      pauseOnFocusLoss={false}
    />
  );
}

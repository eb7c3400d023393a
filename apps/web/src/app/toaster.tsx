import { useEffect } from "react";
import { ToastContainer, toast, type TypeOptions } from "react-toastify";
import {
  TOAST_POSITION,
  TOAST_VISIBLE_MS,
  toastKey,
  toastStore,
  type ToastEntry,
  type ToastKind,
} from "../lib/toast/toast-store";
import { useThemeStore } from "../lib/theme/theme-store";

const TOAST_TYPES: Record<ToastKind, TypeOptions> = {
  success: "success",
  danger: "error",
  info: "info",
  warning: "warning",
};

/** A toast's content: the headline alone, or the headline in bold over the detail line. */
function toastContent(entry: ToastEntry) {
  if (!entry.detail) return entry.message;
  return (
    <div>
      <strong className="d-block">{entry.message}</strong>
      <span>{entry.detail}</span>
    </div>
  );
}

/**
 * Feeds new toast-store entries to react-toastify: visible 5000 ms, top-right, 10 px from the right edge
 * and 10 px below the top bar (app.css, so the bell and the avatar stay reachable). The store drops each
 * entry after 2 s by itself. The toast id is the content's key ({@link toastKey}): react-toastify ignores a
 * toast whose id is on screen, so the same message never stacks (a second 403 or a double click).
 */
export function Toaster() {
  const scheme = useThemeStore((s) => s.scheme);

  useEffect(() => {
    let lastShownId = 0;
    const showNew = (entries: ReturnType<typeof toastStore.getState>["toasts"]): void => {
      for (const entry of entries) {
        if (entry.id <= lastShownId) continue;
        lastShownId = entry.id;
        const toastId = toastKey(entry);
        if (toast.isActive(toastId)) continue;
        toast(toastContent(entry), { type: TOAST_TYPES[entry.kind], toastId, autoClose: TOAST_VISIBLE_MS });
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

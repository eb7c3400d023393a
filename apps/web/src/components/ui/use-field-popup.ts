import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";

/** What `useFieldPopup` gives a field: refs to wire, the open state, and the popup's horizontal offset. */
export type FieldPopup = {
  isOpen: boolean;
  open: () => void;
  /** Closes; with `returnFocus` the toggle button gets the focus back (Escape, a pick). */
  close: (returnFocus?: boolean) => void;
  wrapperRef: React.RefObject<HTMLDivElement | null>;
  popupRef: React.RefObject<HTMLDivElement | null>;
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  popupStyle: CSSProperties;
};

/**
 * The popup behaviour shared by DateField and MonthField: opens under the field, moves left when it
 * would leave the viewport (a 390 px phone), closes on Escape (focus back to the toggle) and on a
 * pointer press or focus outside the field.
 */
export function useFieldPopup(): FieldPopup {
  const [isOpen, setIsOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const wrapperRef = useRef<HTMLDivElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);

  const close = useCallback((returnFocus = false) => {
    setIsOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const open = useCallback(() => {
    setOffset(0);
    setIsOpen(true);
  }, []);

  useLayoutEffect(() => {
    if (!isOpen || !popupRef.current || !wrapperRef.current) return;
    const popup = popupRef.current.getBoundingClientRect();
    const left = wrapperRef.current.getBoundingClientRect().left;
    const overflow = left + popup.width + 8 - document.documentElement.clientWidth;
    if (overflow > 0) setOffset(-Math.min(overflow, Math.max(0, left - 8)));
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        close(true);
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("focusin", onPointer);
    const wrapper = wrapperRef.current;
    wrapper?.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("focusin", onPointer);
      wrapper?.removeEventListener("keydown", onKey);
    };
  }, [isOpen, close]);

  return { isOpen, open, close, wrapperRef, popupRef, toggleRef, popupStyle: { left: offset } };
}

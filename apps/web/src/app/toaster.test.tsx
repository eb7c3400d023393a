import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { showToast, toastStore } from "../lib/toast/toast-store";
import { ToastHost } from "./toast-host";
import { Toaster } from "./toaster";

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.setState({ toasts: [] });
});

describe("toast container (SPEC §9)", () => {
  it("renders top-right, and a toast stays visible while the store already dropped it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Toaster />);
    act(() => {
      showToast("danger", "A munkatárs nem található.");
    });
    expect(await screen.findByText("A munkatárs nem található.")).toBeInTheDocument();
    const progress = container.ownerDocument.querySelector<HTMLElement>(".Toastify__progress-bar");
    expect(progress?.style.animationDuration).toBe("5000ms");
    expect(container.ownerDocument.querySelector(".Toastify__toast-container--top-right")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(toastStore.getState().toasts).toEqual([]);
    expect(screen.getByText("A munkatárs nem található.")).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("ToastHost loads the toaster only once a toast arrives", async () => {
    render(<ToastHost />);
    expect(document.querySelector(".Toastify")).toBeNull();
    act(() => {
      showToast("success", "Sikeres mentés");
    });
    expect(await screen.findByText("Sikeres mentés")).toBeInTheDocument();
  });
});

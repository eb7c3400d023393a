import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe("afterFirstPage (issue 19 §6)", () => {
  it("holds work until the router's first page is there, then runs it when the browser is idle", async () => {
    vi.useFakeTimers();
    const { afterFirstPage, markFirstPageShown } = await import("./first-page");
    const work = vi.fn();
    afterFirstPage(work);
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
    markFirstPageShown();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();

    const later = vi.fn();
    afterFirstPage(later);
    markFirstPageShown();
    vi.advanceTimersByTime(200);
    expect(later).toHaveBeenCalledOnce();
    expect(work).toHaveBeenCalledOnce();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("whenIdle (issue 19 §6)", () => {
  it("runs the work on the browser's first idle callback after the load, with the timeout given", () => {
    const idle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal("requestIdleCallback", idle);
    const work = vi.fn();
    whenIdle(work, 1_234);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_234 });
    expect(work).not.toHaveBeenCalled();
    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledOnce();
  });

  it("waits for the load event while the document still loads", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();
  });
});

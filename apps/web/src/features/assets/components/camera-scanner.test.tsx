import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { CameraScanner, cameraDetector } from "./camera-scanner";

// The camera and the Barcode Detection API are the browser's (jsdom has neither): both are stood in for here.
type Detected = { rawValue: string }[];
function fakeDetector(results: Detected[]) {
  return class {
    static getSupportedFormats = () => Promise.resolve(["qr_code", "ean_13"]);
    detect = vi.fn(() => Promise.resolve(results.shift() ?? []));
  };
}

describe("camera scanning (stocktaking)", () => {
  const stop = vi.fn();
  const getUserMedia = vi.fn();
  beforeEach(() => {
    stop.mockReset();
    getUserMedia.mockReset();
    getUserMedia.mockResolvedValue({ getTracks: () => [{ stop }] });
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });

  it("is offered only where the browser reads QR codes and has a camera API", async () => {
    expect(await cameraDetector()).toBeNull();
    const Detector = fakeDetector([]);
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = Detector;
    expect(await cameraDetector()).toBe(Detector);
    Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    expect(await cameraDetector()).toBeNull();
  });

  it("asks for the back camera, hands over the first code read (trimmed) and releases the camera", async () => {
    const onDetected = vi.fn();
    const Detector = fakeDetector([[], [{ rawValue: " LT-0042 " }]]);
    const { unmount } = render(
      <CameraScanner detector={Detector} onDetected={onDetected} onClose={() => {}} />,
    );
    expect(screen.getByRole("heading", { name: "QR-kód beolvasása" })).toBeInTheDocument();
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith("LT-0042"), { timeout: 2000 });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" }, audio: false });
    expect(onDetected).toHaveBeenCalledTimes(1);
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it("says in Hungarian when the camera is refused", async () => {
    getUserMedia.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    render(<CameraScanner detector={fakeDetector([])} onDetected={() => {}} onClose={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("A kamera használatát nem engedélyezted.");
  });
});

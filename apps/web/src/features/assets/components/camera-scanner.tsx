import { useEffect, useRef, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import "../i18n";

/** The part of the Barcode Detection API (WICG) the scanner uses. */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

/** The formats a label or a maker's sticker may carry: our QR labels, Code 128 and EAN-13 barcodes. */
const FORMATS = ["qr_code", "code_128", "ean_13"];
/** How often a video frame is looked at, ms. */
const DETECT_EVERY_MS = 250;

/**
 * The browser's `BarcodeDetector` when it has one and can read QR codes (Chrome and Edge on Android,
 * ChromeOS and macOS; Safari and desktop Linux have none) and a camera can be asked for; null otherwise,
 * when the scanning view offers only the input (which a hand-held reader fills as a keyboard).
 */
export async function cameraDetector(): Promise<DetectorConstructor | null> {
  const ctor = (
    globalThis as {
      BarcodeDetector?: DetectorConstructor & { getSupportedFormats?: () => Promise<string[]> };
    }
  ).BarcodeDetector;
  if (!ctor || !navigator.mediaDevices?.getUserMedia) return null;
  const formats = (await ctor.getSupportedFormats?.().catch(() => [])) ?? [];
  return formats.includes("qr_code") ? ctor : null;
}

/**
 * A dialog that shows the back camera and closes with the first code it reads (`onDetected(rawValue)`),
 * e.g. the inventory number on an asset's QR label. The camera is released when the dialog closes.
 * Errors (no permission, no camera) are shown in Hungarian in the dialog.
 */
export function CameraScanner({
  detector: DetectorClass,
  onDetected,
  onClose,
}: {
  detector: DetectorConstructor;
  onDetected: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("assets");
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest callback, so that a re-render of the page does not restart the camera.
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const detector = new DetectorClass({ formats: FORMATS });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue && !stopped) {
          stopped = true;
          detected.current(code.rawValue.trim());
          return;
        }
      } catch {
        // a frame that is not ready yet: look at the next one
      }
      timer = window.setTimeout(() => void look(), DETECT_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void look();
      })
      .catch((e: unknown) => {
        setError(
          e instanceof DOMException && e.name === "NotAllowedError"
            ? t("inventory.cameraDenied")
            : t("inventory.cameraUnavailable"),
        );
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [DetectorClass, t]);

  return (
    <Modal show onHide={onClose} centered fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t("inventory.cameraClose")}>
        <Modal.Title as="h2" className="h5">
          {t("inventory.cameraTitle")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error ? (
          <div className="alert alert-warning mb-0" role="alert">
            {error}
          </div>
        ) : (
          <>
            <video ref={video} className="w-100 rounded bg-black" muted playsInline aria-hidden="true" />
            <p className="small text-body-secondary mt-2 mb-0" role="status">
              {t("inventory.cameraHint")}
            </p>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  INVENTORY_RESULT_LABELS,
  INVENTORY_RESULTS,
  type InventoryDetail,
  type InventoryResult,
  type ScanResult,
} from "@office/shared/assets/inventory.contract";
import { formatHuf } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import {
  biCheckLg,
  biClipboardCheck,
  biDownload,
  biFileEarmarkSpreadsheet,
  biQrCodeScan,
} from "../../../components/ui/icons";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadInventoryReport, useCloseInventory, useScan } from "../api/inventory";
import { CameraScanner, cameraDetector } from "./camera-scanner";

const RESULT_TONE: Readonly<Record<InventoryResult, string>> = {
  found: "success",
  missing: "danger",
  unexpected: "warning",
  wrongLocation: "info",
  wrongHolder: "info",
  pending: "secondary",
};

/**
 * One stocktaking session: while open a scanning view made for a phone (390 px: one large input that a
 * hand-held QR/barcode reader or the keyboard fills, Enter records it, the result shown in large colour),
 * the counters, the lines filtered by result, closing; once closed the results and the .xlsx / PDF report.
 */
export function InventorySession({ inventory: inv }: { inventory: InventoryDetail }) {
  const { t } = useTranslation("assets");
  const scan = useScan(inv.id);
  const close = useCloseInventory(inv.id);
  const [number, setNumber] = useState("");
  const [last, setLast] = useState<ScanResult | null>(null);
  const [filter, setFilter] = useState<InventoryResult | "">("");
  const input = useRef<HTMLInputElement>(null);
  const isOpen = inv.status === "open";
  const s = inv.summary;

  const [detector, setDetector] = useState<Awaited<ReturnType<typeof cameraDetector>>>(null);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  useEffect(() => {
    void cameraDetector().then((d) => setDetector(() => d));
  }, []);

  const record = (raw: string) => {
    const value = raw.trim();
    if (!value) return;
    scan.mutate(
      { inventoryNumber: value },
      {
        onSuccess: (result) => {
          setLast(result);
          setNumber("");
          input.current?.focus();
        },
      },
    );
  };
  const submit = () => record(number);
  const onDetected = (value: string) => {
    setIsCameraOpen(false);
    record(value);
  };
  const download = async (format: "xlsx" | "pdf") => {
    try {
      saveBlob(await downloadInventoryReport(inv.id, format), `leltar-${inv.id}.${format}`);
    } catch {
      // the HTTP layer showed the message
    }
  };
  const lines = filter ? inv.lines.filter((l) => l.result === filter) : inv.lines;

  return (
    <div data-testid="inventory-session">
      <h2 className="h4">{inv.name}</h2>
      <p className="text-body-secondary small">
        {inv.location ?? t("list.anyLocation")} · {inv.category ?? t("list.anyCategory")} ·{" "}
        {isOpen ? t("inventory.open") : t("inventory.closed")}
      </p>
      {isOpen && (
        <form
          className="mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className="form-label fw-semibold" htmlFor="inventory-scan">
            {t("inventory.scan")}
          </label>
          <div className="d-flex gap-2">
            <input
              ref={input}
              id="inventory-scan"
              className="form-control form-control-lg app-scan-input font-monospace"
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              enterKeyHint="done"
              placeholder={t("inventory.scanPlaceholder")}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
            <Button
              type="submit"
              className="btn-lg"
              icon={biCheckLg}
              disabled={scan.isPending || number.trim() === ""}
            >
              {t("inventory.scanSubmit")}
            </Button>
            {detector && (
              <Button
                color="secondary"
                className="btn-lg"
                icon={biQrCodeScan}
                onClick={() => setIsCameraOpen(true)}
                title={t("inventory.cameraTitle")}
              >
                {t("inventory.camera")}
              </Button>
            )}
          </div>
        </form>
      )}
      {isCameraOpen && detector && (
        <CameraScanner detector={detector} onDetected={onDetected} onClose={() => setIsCameraOpen(false)} />
      )}
      {last && isOpen && (
        <div
          className={`alert alert-${last.alreadyCounted ? "secondary" : RESULT_TONE[last.line.result]} fs-5`}
          role="status"
          data-testid="scan-result"
        >
          {last.alreadyCounted
            ? t("inventory.already", { number: last.line.inventoryNumber })
            : t("inventory.scanned", {
                number: last.line.inventoryNumber,
                result: INVENTORY_RESULT_LABELS[last.line.result],
              })}
          {last.line.name && <div className="small">{last.line.name}</div>}
        </div>
      )}
      <div className="row row-cols-2 row-cols-md-4 g-2 mb-3" data-testid="inventory-summary">
        {(
          [
            [t("inventory.expected"), String(s.expected)],
            [t("inventory.counted"), String(s.counted)],
            [INVENTORY_RESULT_LABELS.found, String(s.found)],
            [INVENTORY_RESULT_LABELS.missing, isOpen ? String(s.pending) : String(s.missing)],
            [INVENTORY_RESULT_LABELS.unexpected, String(s.unexpected)],
            [
              `${INVENTORY_RESULT_LABELS.wrongLocation} / ${INVENTORY_RESULT_LABELS.wrongHolder}`,
              `${s.wrongLocation} / ${s.wrongHolder}`,
            ],
            [t("inventory.shortage"), formatHuf(s.shortageHuf)],
            [t("inventory.surplus"), formatHuf(s.surplusHuf)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="col">
            <div className="border rounded p-2 h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fs-5 fw-semibold">{value}</div>
            </div>
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {isOpen ? (
          <Button
            color="warning"
            icon={biClipboardCheck}
            disabled={close.isPending}
            onClick={() => {
              if (window.confirm(t("inventory.closeConfirm"))) close.mutate();
            }}
          >
            {t("inventory.close")}
          </Button>
        ) : null}
        <Button color="success" icon={biFileEarmarkSpreadsheet} onClick={() => void download("xlsx")}>
          {t("inventory.xlsx")}
        </Button>
        <Button color="secondary" icon={biDownload} onClick={() => void download("pdf")}>
          {t("inventory.pdf")}
        </Button>
      </div>
      <h3 className="h5">{t("inventory.results")}</h3>
      <label className="form-label small" htmlFor="inventory-filter">
        {t("inventory.filter")}
      </label>
      <select
        id="inventory-filter"
        className="form-select mb-2"
        value={filter}
        onChange={(e) => setFilter(e.target.value as InventoryResult | "")}
      >
        <option value="">{t("inventory.allResults")}</option>
        {INVENTORY_RESULTS.map((r) => (
          <option key={r} value={r}>
            {INVENTORY_RESULT_LABELS[r]}
          </option>
        ))}
      </select>
      {lines.length === 0 ? (
        <p className="text-body-secondary">{t("inventory.noLines")}</p>
      ) : (
        <ul className="list-group" data-testid="inventory-lines">
          {lines.slice(0, 1000).map((l) => (
            <li key={l.inventoryNumber} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="font-monospace">{l.inventoryNumber}</span>
              <span className="me-auto small">
                {l.name ?? "–"}
                <span className="text-body-secondary">
                  {" "}
                  · {l.bookLocation ?? "–"}
                  {l.bookHolderName ? ` · ${l.bookHolderName}` : ""}
                </span>
              </span>
              <span className={`badge text-bg-${RESULT_TONE[l.result]}`}>
                {INVENTORY_RESULT_LABELS[l.result]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import { Button } from "../../../components/ui/button";
import { biPrinter, biXLg } from "../../../components/ui/icons";
import { useClientConfig } from "../../client-config/api/get-client-config";
import "./asset-labels.css";

type LabelAsset = { id: number; inventoryNumber: string; name: string; serialNumber: string | null };

/**
 * Printable QR labels (the `/resource-card` printing approach: a full-screen sheet without the shell,
 * `window.print()`, A4 with 3×8 labels): company, inventory number in large type, name, serial number and
 * a QR code that encodes exactly the inventory number, so the stocktaking's scan field takes it.
 */
export function AssetLabels({ assets, onClose }: { assets: readonly LabelAsset[]; onClose: () => void }) {
  const { t } = useTranslation("assets");
  const { config } = useClientConfig();
  const [codes, setCodes] = useState<Record<string, string>>({});

  useEffect(() => {
    let isCurrent = true;
    void Promise.all(
      assets.map(
        async (a) =>
          [a.inventoryNumber, await QRCode.toDataURL(a.inventoryNumber, { margin: 1, width: 160 })] as const,
      ),
    ).then((pairs) => {
      if (isCurrent) setCodes(Object.fromEntries(pairs));
    });
    return () => {
      isCurrent = false;
    };
  }, [assets]);

  useEffect(() => {
    document.body.classList.add("app-printing-labels");
    return () => document.body.classList.remove("app-printing-labels");
  }, []);

  return createPortal(
    <div className="app-label-sheet" role="dialog" aria-modal="true" aria-labelledby="asset-labels-title">
      <div className="app-label-toolbar d-print-none">
        <h1 id="asset-labels-title" className="h4 mb-0 me-auto">
          {t("labels.title")} · {t("labels.count", { count: assets.length })}
        </h1>
        <Button icon={biPrinter} onClick={() => window.print()}>
          {t("labels.print")}
        </Button>
        <Button color="secondary" icon={biXLg} onClick={onClose}>
          {t("labels.close")}
        </Button>
      </div>
      <div className="app-label-grid" data-testid="asset-labels">
        {assets.map((a) => (
          <article key={a.id} className="app-asset-label" aria-label={a.inventoryNumber}>
            <div className="app-asset-label-text">
              <div className="app-asset-label-company">{config.name}</div>
              <div className="app-asset-label-number">{a.inventoryNumber}</div>
              <div className="app-asset-label-name">{a.name}</div>
              {a.serialNumber && <div className="app-asset-label-serial">S/N {a.serialNumber}</div>}
            </div>
            {codes[a.inventoryNumber] && (
              <img
                className="app-asset-label-qr"
                src={codes[a.inventoryNumber]}
                alt={t("labels.qr", { number: a.inventoryNumber })}
              />
            )}
          </article>
        ))}
      </div>
    </div>,
    document.body,
  );
}

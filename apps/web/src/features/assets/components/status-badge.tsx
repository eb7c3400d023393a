import {
  ASSET_STATUS_LABELS,
  HANDOVER_STATUS_LABELS,
  type AssetStatus,
  type HandoverStatus,
} from "@office/shared/assets/asset-labels";

const ASSET_BADGE: Readonly<Record<AssetStatus, string>> = {
  assigned: "text-bg-success",
  inStock: "text-bg-secondary",
  inRepair: "text-bg-warning",
  retired: "text-bg-dark",
  lost: "text-bg-danger",
};

const HANDOVER_BADGE: Readonly<Record<HandoverStatus, string>> = {
  draft: "text-bg-secondary",
  sent: "text-bg-warning",
  accepted: "text-bg-success",
  rejected: "text-bg-danger",
  cancelled: "text-bg-dark",
};

/** The asset's status as a coloured badge (Hungarian label). */
export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return <span className={`badge ${ASSET_BADGE[status]}`}>{ASSET_STATUS_LABELS[status]}</span>;
}

/** A protocol's state as a coloured badge. */
export function HandoverStatusBadge({ status }: { status: HandoverStatus }) {
  return <span className={`badge ${HANDOVER_BADGE[status]}`}>{HANDOVER_STATUS_LABELS[status]}</span>;
}

import type { Asset } from "./assets.contract.ts";

/**
 * Who holds the asset now: nobody once it is scrapped (`retired`, selejtezve). The register keeps the
 * last holder on a scrapped asset (`holderId`: SPEC §7's `GET /employee/{id}/asset?active=false` lists
 * the scrapped assets an employee held, and the history names them), but a screen or export that says
 * "Birtokos" must not name them (issue 19 §3). A lost asset keeps its holder: they are accountable.
 */
export function currentHolderName(asset: Pick<Asset, "status" | "holderName">): string | null {
  return asset.status === "retired" ? null : asset.holderName;
}

/** The last holder of a scrapped asset (null for any other status, or when it was in the store). */
export function lastHolderName(asset: Pick<Asset, "status" | "holderName">): string | null {
  return asset.status === "retired" ? asset.holderName : null;
}

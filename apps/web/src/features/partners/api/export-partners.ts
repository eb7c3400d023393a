import type { PartnerSortKey } from "@office/shared/partners/partners.contract";
import { apiBlob } from "../../../lib/http/api";

/** `GET /api/partner/export`: the filtered list as `.xlsx`, in the screen's sort order. */
export function exportPartners(params: {
  search: string;
  active: boolean | undefined;
  sort: PartnerSortKey;
  dir: "asc" | "desc";
}): Promise<Blob> {
  return apiBlob.get("/partner/export", {
    query: {
      search: params.search.trim() || undefined,
      active: params.active,
      sort: params.sort,
      dir: params.dir,
    },
  });
}

import type { AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import type { Tx } from "../../platform/db.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { ASSET_NOT_FOUND, assertAssetManager, findVisibleAsset } from "../assets/asset-dto.ts";
import { findAsset } from "../assets/assets.repository.ts";
import { findExternalResource } from "../external-resources/external-resources.repository.ts";
import { assertFleetManager, carForRead, findCarOr404 } from "../fleet/fleet-access.ts";
import { findPartner } from "../partners/partners.repository.ts";
import { PARTNER_NOT_FOUND } from "../partners/partners.service.ts";
import { findVisibleProject, managesAllProjects } from "../projects/projects.service.ts";

/**
 * Who may read and edit the attachments of each record type (issue 23 §4: "the same rights as the
 * record"): exactly who may read (`GET /api/{owner}/{id}`) and edit (`PUT /api/{owner}/{id}`) the
 * record. Both checks throw 404 for a missing record or another tenant's (checked first), then 403
 * (or 404 where the record's own read answers 404, e.g. a project the caller is not on).
 */
export type OwnerPolicy = {
  /** Passes when the caller may read the record (and so list and download its attachments). */
  assertCanRead(tx: Tx, tenantId: number, auth: AuthContext, id: number): Promise<void>;
  /** Passes when the caller may edit the record (and so upload and delete its attachments). */
  assertCanEdit(tx: Tx, tenantId: number, auth: AuthContext, id: number): Promise<void>;
  /** The short Hungarian name of the record kind in audit details and messages. */
  label: string;
};

const EXTERNAL_RESOURCE_NOT_FOUND = "A külső erőforrás nem található.";

function assertProjectManager(auth: AuthContext): void {
  if (!hasAnyRole(auth.roles, ["projectManager"])) throw forbidden();
}

async function partnerOr404(tx: Tx, tenantId: number, id: number): Promise<void> {
  if (!(await findPartner(tx, tenantId, id))) throw notFound(PARTNER_NOT_FOUND);
}

async function externalResourceOr404(tx: Tx, tenantId: number, id: number): Promise<void> {
  if (!(await findExternalResource(tx, tenantId, id))) throw notFound(EXTERNAL_RESOURCE_NOT_FOUND);
}

/** Per owner type, the record's own rules (projects.service, partners-write.service, fleet-access, asset-dto, external-resources.service). */
export const OWNER_POLICIES: Readonly<Record<AttachmentOwnerType, OwnerPolicy>> = {
  // projectManager sees and edits every project; members and the manager see theirs (others: 404)
  project: {
    label: "projekt",
    async assertCanRead(tx, tenantId, auth, id) {
      await findVisibleProject(tx, tenantId, auth, id);
    },
    async assertCanEdit(tx, tenantId, auth, id) {
      await findVisibleProject(tx, tenantId, auth, id);
      if (!managesAllProjects(auth)) throw forbidden();
    },
  },
  // every signed-in user reads partners; projectManager edits them
  partner: {
    label: "partner",
    async assertCanRead(tx, tenantId, _auth, id) {
      await partnerOr404(tx, tenantId, id);
    },
    async assertCanEdit(tx, tenantId, auth, id) {
      await partnerOr404(tx, tenantId, id);
      assertProjectManager(auth);
    },
  },
  // fleetManager reads and edits every car; a driver reads the car assigned to them (others: 403)
  car: {
    label: "autó",
    async assertCanRead(tx, tenantId, auth, id) {
      await carForRead(tx, tenantId, auth, id);
    },
    async assertCanEdit(tx, tenantId, auth, id) {
      await findCarOr404(tx, tenantId, id);
      assertFleetManager(auth);
    },
  },
  // assetManager reads and edits every asset; the holder reads the assets they hold (others: 403)
  asset: {
    label: "eszköz",
    async assertCanRead(tx, tenantId, auth, id) {
      await findVisibleAsset(tx, tenantId, auth, id);
    },
    async assertCanEdit(tx, tenantId, auth, id) {
      if (!(await findAsset(tx, tenantId, id))) throw notFound(ASSET_NOT_FOUND);
      assertAssetManager(auth);
    },
  },
  // every signed-in user reads external resources; projectManager edits them
  externalResource: {
    label: "külső erőforrás",
    async assertCanRead(tx, tenantId, _auth, id) {
      await externalResourceOr404(tx, tenantId, id);
    },
    async assertCanEdit(tx, tenantId, auth, id) {
      await externalResourceOr404(tx, tenantId, id);
      assertProjectManager(auth);
    },
  },
};

import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biPlusLg } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import {
  useAbsenceTypes,
  useCreateAbsenceType,
  useDeleteAbsenceType,
  useUpdateAbsenceType,
} from "../api/absence-types";
import { AbsenceTypeForm } from "../components/absence-type-form";
import { AbsenceTypesTable, isDeletable } from "../components/absence-types-table";
import "../i18n";

/** Which form the page shows: none, a new type, or the type being edited. */
type Editing = null | "new" | AbsenceType;

/**
 * `/tavollet-tipusok` (issue 22 §1; hr and companyAdmin, linked from `/szabadsagok`, no side-nav item):
 * the tenant's absence types in a table (statutory ones badged, the description under the name), a
 * create / edit form in a dialog (the code is fixed once created), and delete — an unused type is
 * deleted, a statutory or used one deactivated; the dialog says which before it happens. Others see
 * "Nincs jogosultságod".
 */
export function AbsenceTypesPage() {
  const { t } = useTranslation("leave");
  useBreadcrumb([
    { name: t("list.title"), url: "/szabadsagok" },
    { name: t("types.title"), url: "/tavollet-tipusok" },
  ]);
  const roles = useAuthStore((s) => s.authUser.role);
  const canManage = hasPermission(roles, "hr") || hasPermission(roles, "companyAdmin");
  const types = useAbsenceTypes(canManage);
  const create = useCreateAbsenceType();
  const update = useUpdateAbsenceType();
  const remove = useDeleteAbsenceType();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AbsenceType | null>(null);

  if (!canManage) return <NoPermission heading={t("types.title")} />;

  const deletes = toDelete !== null && isDeletable(toDelete);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{t("types.title")}</h1>
        <Button icon={biPlusLg} onClick={() => setEditing("new")}>
          {t("types.new")}
        </Button>
      </div>
      <p className="text-body-secondary">
        {t("types.intro")} <Link to="/szabadsagok">{t("types.back")}</Link>
      </p>

      <QueryState query={types} isEmpty={(rows) => rows.length === 0} empty={t("types.empty")}>
        {(rows) => <AbsenceTypesTable types={rows} onEdit={setEditing} onDelete={setToDelete} />}
      </QueryState>

      <Modal
        show={editing !== null}
        onHide={() => setEditing(null)}
        centered
        size="lg"
        aria-labelledby="absence-type-title"
      >
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="absence-type-title" as="h2" className="h5">
            {editing === "new" ? t("types.newTitle") : t("types.editTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {editing !== null && (
            <AbsenceTypeForm
              key={editing === "new" ? "new" : editing.id}
              {...(editing === "new" ? {} : { type: editing })}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                if (editing === "new") await create.mutateAsync(input);
                else await update.mutateAsync({ id: editing.id, input });
                setEditing(null);
              }}
            />
          )}
        </Modal.Body>
      </Modal>

      <ConfirmModal
        show={toDelete !== null}
        title={deletes ? t("types.deleteTitle") : t("types.deactivateTitle")}
        confirmLabel={deletes ? t("types.delete") : t("types.deactivate")}
        isBusy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      >
        {toDelete &&
          (deletes
            ? t("types.deleteBody", { name: toDelete.name })
            : t(toDelete.statutory ? "types.deactivateStatutoryBody" : "types.deactivateBody", {
                name: toDelete.name,
              }))}
      </ConfirmModal>
    </>
  );
}

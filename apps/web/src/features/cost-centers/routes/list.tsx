import { useDeferredValue, useMemo, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { hasPermission } from "@office/shared/auth/permissions";
import type { CostCenter, CostCenterInput } from "@office/shared/cost-centers/cost-centers.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useCostCenters } from "../api/get-cost-centers";
import { useCreateCostCenter, useDeleteCostCenter, useUpdateCostCenter } from "../api/save-cost-center";
import type { DraftErrors } from "../components/cost-center-fields";
import { CostCenterRow } from "../components/cost-center-row";
import { NewCostCenterForm } from "../components/new-cost-center-form";
import "../i18n";

type ActiveFilter = "all" | "active" | "inactive";
const ACTIVE_FILTERS: readonly ActiveFilter[] = ["all", "active", "inactive"];

/** Field messages of a failed save: a 409 is the code; other field errors as the server named them. */
function fieldErrorsOf(error: unknown): DraftErrors {
  if (!isHttpError(error)) return {};
  if (error.status === 409) return { code: error.message };
  const errors: DraftErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field === "code" || field === "name") errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { code: error.message };
}

/**
 * `/cost-center` (SPEC route `cost-center`, Beállítások → Költséghelyek, companyAdmin): the cost centres in a
 * table with an inline add form, inline editing of code and name, an active switch, and how many employees
 * and projects use each; search and an active filter. Deleting one in use deactivates it (the server decides
 * and the dialog says so). Others see "Nincs jogosultságod" (SPEC §6: the guard does not check roles; the
 * server refuses writes anyway).
 */
export function CostCentersPage() {
  const { t } = useTranslation("cost-centers");
  useBreadcrumb([{ name: t("list.title"), url: "/cost-center" }]);
  const isAdmin = useAuthStore((s) => hasPermission(s.authUser.role, "companyAdmin"));
  const costCenters = useCostCenters(isAdmin);
  const create = useCreateCostCenter();
  const update = useUpdateCostCenter();
  const remove = useDeleteCostCenter();
  const [search, setSearch] = useState("");
  const [activeFilter, setActiveFilter] = useState<ActiveFilter>("all");
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<CostCenter | null>(null);
  const deferredSearch = useDeferredValue(search);
  const isBusy = create.isPending || update.isPending || remove.isPending;

  const visible = useMemo(() => {
    const needle = deferredSearch.trim().toLocaleLowerCase("hu");
    return (costCenters.data ?? []).filter(
      (c) =>
        (activeFilter === "all" || c.active === (activeFilter === "active")) &&
        (!needle ||
          c.code.toLocaleLowerCase("hu").includes(needle) ||
          c.name.toLocaleLowerCase("hu").includes(needle)),
    );
  }, [costCenters.data, deferredSearch, activeFilter]);

  const handleCreate = async (input: CostCenterInput): Promise<DraftErrors | undefined> => {
    try {
      await create.mutateAsync(input);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };
  const handleSave = async (id: number, input: CostCenterInput): Promise<DraftErrors | undefined> => {
    try {
      await update.mutateAsync({ id, input });
      setEditingId(null);
      return undefined;
    } catch (error) {
      return fieldErrorsOf(error);
    }
  };
  const handleToggle = (c: CostCenter, active: boolean): void => {
    update.mutate({ id: c.id, input: { code: c.code, name: c.name, active } });
  };
  const handleDelete = async (): Promise<void> => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } finally {
      setToDelete(null);
    }
  };
  const isInUse = toDelete !== null && (toDelete.employeeCount > 0 || toDelete.projectCount > 0);

  if (!isAdmin) {
    return (
      <>
        <h1 className="h3 mb-3">{t("list.title")}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="h3 mb-2">{t("list.title")}</h1>
      <p className="text-body-secondary">{t("list.intro")}</p>
      <section className="card mb-3" aria-labelledby="new-cost-center-title">
        <div className="card-body pb-0">
          <h2 id="new-cost-center-title" className="h6 card-title">
            {t("form.newTitle")}
          </h2>
          <NewCostCenterForm isBusy={isBusy} onCreate={handleCreate} />
        </div>
      </section>

      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="cost-centers-search">
            {t("list.search")}
          </label>
          <input
            id="cost-centers-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="cost-centers-active">
            {t("list.activeFilter")}
          </label>
          <select
            id="cost-centers-active"
            className="form-select"
            value={activeFilter}
            onChange={(event) => setActiveFilter(event.target.value as ActiveFilter)}
          >
            {ACTIVE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`list.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <QueryState query={costCenters} isEmpty={(rows) => rows.length === 0} empty={t("list.emptyAll")}>
        {(rows) =>
          visible.length === 0 ? (
            <p className="text-body-secondary" role="status">
              {t("list.empty")}
            </p>
          ) : (
            <>
              <p className="small text-body-secondary mb-2" role="status">
                {t("list.count", { shown: visible.length, total: rows.length })}
              </p>
              <div className="table-responsive">
                <table className="table table-hover align-middle app-cost-centers-table">
                  <caption className="visually-hidden">{t("list.tableCaption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col" style={{ width: "12rem" }}>
                        {t("columns.code")}
                      </th>
                      <th scope="col">{t("columns.name")}</th>
                      <th scope="col" className="text-end">
                        {t("columns.employees")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("columns.projects")}
                      </th>
                      <th scope="col">{t("columns.active")}</th>
                      <th scope="col" className="text-end">
                        {t("columns.actions")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((c) => (
                      <CostCenterRow
                        key={`${c.id}:${c.code}:${c.name}`}
                        costCenter={c}
                        isEditing={editingId === c.id}
                        isBusy={isBusy}
                        onEdit={() => setEditingId(c.id)}
                        onCancel={() => setEditingId(null)}
                        onSave={(input) => handleSave(c.id, input)}
                        onToggleActive={(active) => handleToggle(c, active)}
                        onDelete={() => setToDelete(c)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryState>

      <Modal
        show={toDelete !== null}
        onHide={() => setToDelete(null)}
        centered
        aria-labelledby="cc-delete-title"
      >
        <Modal.Header closeButton closeLabel={t("delete.close")}>
          <Modal.Title id="cc-delete-title" as="h2" className="h5">
            {t("delete.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {toDelete &&
            (isInUse
              ? t("delete.inUse", {
                  code: toDelete.code,
                  name: toDelete.name,
                  employees: toDelete.employeeCount,
                  projects: toDelete.projectCount,
                })
              : t("delete.unused", { code: toDelete.code, name: toDelete.name }))}
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
            {t("form.cancel")}
          </Button>
          <Button color="warning" onClick={() => void handleDelete()} disabled={remove.isPending}>
            {isInUse ? t("delete.confirmDeactivate") : t("delete.confirm")}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

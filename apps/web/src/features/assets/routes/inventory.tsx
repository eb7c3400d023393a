import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { createInventoryInputSchema } from "@office/shared/assets/inventory.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biArrowLeft, biPlusLg } from "../../../components/ui/icons";
import { Icon } from "../../../components/ui/icon";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCreateInventory, useInventories, useInventory } from "../api/inventory";
import { InventorySession } from "../components/inventory-session";
import { InventorySessions } from "../components/inventory-sessions";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import { firstErrors } from "../components/first-errors";
import "../i18n";
import "./inventory.css";

/**
 * `/leltar` (SPEC route `inventory`, assetManager): the stocktaking sessions (leltár, Számv. tv. 69. §) —
 * open ones with their counting progress, closed ones with their results and reports (`InventorySessions`) —,
 * a new one by location and category, and `?id=` one session — the scanning view (works at 390 px) and
 * its results.
 */
export function InventoryPage() {
  const { t } = useTranslation("assets");
  useBreadcrumb([
    { name: t("list.title"), url: "/eszkozok" },
    { name: t("inventory.title"), url: "/leltar" },
  ]);
  const canManage = useCanManageAssets();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("id")) || null;
  const sessions = useInventories(canManage && id === null);
  const session = useInventory(canManage ? id : null);

  if (!canManage) {
    return (
      <>
        <h1 className="h3 mb-3">{t("inventory.title")}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }
  if (id !== null) {
    return (
      <>
        <div className="d-flex align-items-center gap-2 mb-2">
          <h1 className="h3 mb-0 me-auto">{t("inventory.title")}</h1>
          <Link to="/leltar" className="btn btn-secondary btn-sm">
            <Icon icon={biArrowLeft} className="me-1" />
            {t("inventory.back")}
          </Link>
        </div>
        <QueryState query={session}>{(inv) => <InventorySession inventory={inv} />}</QueryState>
      </>
    );
  }
  return (
    <>
      <h1 className="h3 mb-3">{t("inventory.title")}</h1>
      <NewInventory onCreated={(newId) => setParams({ id: String(newId) })} />
      <QueryState query={sessions} isEmpty={(d) => d.length === 0} empty={t("inventory.empty")}>
        {(rows) => <InventorySessions sessions={rows} />}
      </QueryState>
    </>
  );
}

function NewInventory({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation("assets");
  const create = useCreateInventory();
  const [values, setValues] = useState({ name: "", location: "", category: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = createInventoryInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (inv) => onCreated(inv.id) });
  };
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      aria-labelledby="new-inventory-title"
    >
      <div className="card-body">
        <h2 className="h5" id="new-inventory-title">
          {t("inventory.new")}
        </h2>
        <div className="row g-2">
          {(["name", "location", "category"] as const).map((field) => (
            <FormField key={field} className="col-md-4" label={t(`inventory.${field}`)} error={errors[field]}>
              {(p) => (
                <input
                  {...p}
                  value={values[field]}
                  placeholder={field === "name" ? t("inventory.namePlaceholder") : undefined}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <Button type="submit" icon={biPlusLg} disabled={create.isPending}>
          {t("inventory.start")}
        </Button>
      </div>
    </form>
  );
}

import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Asset } from "@office/shared/assets/assets.contract";
import { createHandoverInputSchema } from "@office/shared/assets/asset-handovers.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biPlusLg, biSave, biSend, biTrash } from "../../../components/ui/icons";
import { PersonPicker } from "../../../components/ui/person-picker";
import { DateField } from "../../../components/ui/date-field";
import { useEmployees } from "../../employees/api/list-employees";
import { useAssets } from "../api/assets";
import { useCreateHandover } from "../api/handovers";
import { firstErrors } from "./first-errors";

const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Budapest" });

/**
 * A new handover protocol (assetManager): giver (the store or an employee), receiver, date, the assets
 * (picked by inventory number; preselected from `/eszkozok`) each with a condition note; sent to the
 * receiver at once or saved as a draft. Validated with the server's contract; the server's 409
 * (asset not at the giver, already on a pending protocol) comes back as the danger toast.
 */
export function HandoverForm({
  initialAssetIds,
  onCreated,
}: {
  initialAssetIds: readonly number[];
  onCreated: () => void;
}) {
  const { t } = useTranslation("assets");
  const employees = useEmployees("active");
  const assets = useAssets({});
  const create = useCreateHandover();
  const [fromId, setFromId] = useState<string>("");
  const [toId, setToId] = useState<string>("");
  const [date, setDate] = useState(today());
  const [note, setNote] = useState("");
  const [ids, setIds] = useState<number[]>([...initialAssetIds]);
  const [conditions, setConditions] = useState<Record<number, string>>({});
  const [pick, setPick] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const byId = useMemo(() => new Map((assets.data ?? []).map((a) => [a.id, a])), [assets.data]);
  const picked = ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [a] : [];
  });
  // Prefill the giver once from the preselected assets' holder (when they came from the list).
  const [didPrefill, setDidPrefill] = useState(false);
  const initialFrom = picked[0]?.holderId;
  if (!didPrefill && initialAssetIds.length > 0 && picked.length > 0) {
    setDidPrefill(true);
    if (initialFrom !== undefined && initialFrom !== null) setFromId(String(initialFrom));
  }

  const addPicked = () => {
    const wanted = pick.trim().toUpperCase();
    const found = (assets.data ?? []).find((a: Asset) => a.inventoryNumber.toUpperCase() === wanted);
    if (!found) {
      setErrors({ assetIds: t("list.empty") });
      return;
    }
    if (!ids.includes(found.id)) setIds([...ids, found.id]);
    setPick("");
    setErrors({});
  };

  const submit = (send: boolean) => {
    const body = {
      fromEmployeeId: fromId === "" ? null : Number(fromId),
      toEmployeeId: toId === "" ? undefined : Number(toId),
      assetIds: ids,
      conditions: Object.fromEntries(ids.map((id) => [String(id), conditions[id] ?? ""])),
      date,
      note,
      send,
    };
    const parsed = createHandoverInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setIds([]);
        setConditions({});
        setNote("");
        onCreated();
      },
    });
  };

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate data-testid="handover-form">
      <div className="row g-3">
        <FormField className="col-md-4" label={t("handover.from")} error={errors.fromEmployeeId}>
          {(p) => (
            <PersonPicker
              {...p}
              people={employees.data ?? []}
              value={fromId === "" ? null : Number(fromId)}
              onChange={(id) => setFromId(id === null ? "" : String(id))}
              isClearable
              placeholder={t("handover.store")}
              data-testid="handover-from"
            />
          )}
        </FormField>
        <FormField className="col-md-4" label={t("handover.to")} error={errors.toEmployeeId}>
          {(p) => (
            <PersonPicker
              {...p}
              people={employees.data ?? []}
              value={toId === "" ? null : Number(toId)}
              onChange={(id) => setToId(id === null ? "" : String(id))}
              data-testid="handover-to"
            />
          )}
        </FormField>
        <FormField className="col-md-4" label={t("handover.date")} error={errors.date}>
          {(p) => <DateField {...p} required value={date} onChange={setDate} />}
        </FormField>
        <div className="col-12">
          <label className="form-label" htmlFor="handover-pick">
            {t("handover.addAsset")}
          </label>
          <div className="input-group">
            <input
              id="handover-pick"
              className={`form-control${errors.assetIds ? " is-invalid" : ""}`}
              list="handover-assets"
              placeholder={t("handover.addAssetPlaceholder")}
              value={pick}
              onChange={(e) => setPick(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addPicked();
                }
              }}
            />
            <Button icon={biPlusLg} onClick={addPicked}>
              {t("handover.addAsset").split(" (")[0]}
            </Button>
          </div>
          <datalist id="handover-assets">
            {(assets.data ?? [])
              .filter((a) => a.status !== "retired" && a.status !== "lost")
              .map((a) => (
                <option key={a.id} value={a.inventoryNumber}>
                  {a.name}
                </option>
              ))}
          </datalist>
          {errors.assetIds && <div className="invalid-feedback d-block">{errors.assetIds}</div>}
        </div>
        <div className="col-12">
          {picked.length === 0 ? (
            <p className="text-body-secondary small mb-0">{t("handover.noAssets")}</p>
          ) : (
            <ul className="list-group" data-testid="handover-assets-picked">
              {picked.map((a) => (
                <li key={a.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                  <span className="font-monospace">{a.inventoryNumber}</span>
                  <span className="me-auto">
                    {a.name}{" "}
                    <span className="text-body-secondary small">({a.holderName ?? t("handover.store")})</span>
                  </span>
                  <input
                    className="form-control form-control-sm w-auto flex-grow-1"
                    aria-label={`${t("handover.condition")}: ${a.inventoryNumber}`}
                    placeholder={t("handover.conditionPlaceholder")}
                    value={conditions[a.id] ?? ""}
                    onChange={(e) => setConditions({ ...conditions, [a.id]: e.target.value })}
                  />
                  <Button
                    color="gray"
                    icon={biTrash}
                    tooltip={t("handover.remove")}
                    aria-label={`${t("handover.remove")}: ${a.inventoryNumber}`}
                    onClick={() => setIds(ids.filter((x) => x !== a.id))}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <FormField className="col-12" label={t("handover.note")} error={errors.note}>
          {(p) => <textarea {...p} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
        </FormField>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button icon={biSend} onClick={() => submit(true)} disabled={create.isPending}>
          {t("handover.send")}
        </Button>
        <Button color="secondary" icon={biSave} onClick={() => submit(false)} disabled={create.isPending}>
          {t("handover.saveDraft")}
        </Button>
      </div>
    </form>
  );
}

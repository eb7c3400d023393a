import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  ASSET_CATEGORIES,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  assetInputSchema,
  type Asset,
  type AssetInput,
} from "@office/shared/assets/assets.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { PersonPicker } from "../../../components/ui/person-picker";
import { DateField } from "../../../components/ui/date-field";
import { HttpError } from "../../../lib/http/http-error";
import { parseHuNumber } from "../../../lib/format/number";
import { useEmployees } from "../../employees/api/list-employees";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";

/** The form's values: text as typed (the shared contract converts and validates on submit). */
export type AssetFormValues = Record<
  | "inventoryNumber"
  | "name"
  | "category"
  | "serialNumber"
  | "purchaseDate"
  | "valueHuf"
  | "supplier"
  | "warrantyExpiry"
  | "holderId"
  | "location"
  | "status"
  | "note",
  string
>;

export const EMPTY_ASSET_VALUES: AssetFormValues = {
  inventoryNumber: "",
  name: "",
  category: "Laptop",
  serialNumber: "",
  purchaseDate: "",
  valueHuf: "",
  supplier: "",
  warrantyExpiry: "",
  holderId: "",
  location: "",
  status: "inStock",
  note: "",
};

/** The form values of a saved asset. */
export function valuesOf(a: Asset): AssetFormValues {
  return {
    inventoryNumber: a.inventoryNumber,
    name: a.name,
    category: a.category,
    serialNumber: a.serialNumber ?? "",
    purchaseDate: a.purchaseDate ?? "",
    valueHuf: a.valueHuf === null ? "" : String(a.valueHuf),
    supplier: a.supplier ?? "",
    warrantyExpiry: a.warrantyExpiry ?? "",
    holderId: a.holderId === null ? "" : String(a.holderId),
    location: a.location ?? "",
    status: a.status,
    note: a.note ?? "",
  };
}

const FIELDS_TEXT = ["inventoryNumber", "name", "serialNumber", "supplier", "location"] as const;

/**
 * The asset form (`/uj-eszkoz`, `/eszkozok/{id}` edit): validated with the server's own contract
 * (`assetInputSchema`, Hungarian field messages); server field errors land on their fields; an
 * unsaved-changes guard on navigation.
 */
export function AssetForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
}: {
  defaultValues: AssetFormValues;
  submitLabel: string;
  onSubmit: (input: AssetInput) => Promise<Asset>;
  onSaved: (asset: Asset) => void;
}) {
  const { t } = useTranslation("assets");
  const employees = useEmployees("active");
  const form = useForm<AssetFormValues>({ defaultValues });
  const { register, control, handleSubmit, setError, formState } = form;
  const [isSaving, setIsSaving] = useState(false);
  const guard = useUnsavedChangesGuard(formState.isDirty && !isSaving);

  const submit = handleSubmit(async (values) => {
    const parsed = assetInputSchema.safeParse({
      ...values,
      valueHuf: parseHuNumber(values.valueHuf),
      holderId: values.holderId === "" ? null : Number(values.holderId),
    });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "name") as keyof AssetFormValues;
        if (seen.has(field)) continue; // the first message of a field is the one to act on
        seen.add(field);
        setError(field, { message: issue.message });
      }
      return;
    }
    setIsSaving(true);
    try {
      const saved = await onSubmit(parsed.data);
      guard.markClean();
      form.reset(valuesOf(saved));
      onSaved(saved);
    } catch (err) {
      const fieldErrors = err instanceof HttpError ? err.fieldErrors : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        setError(field as keyof AssetFormValues, { message });
      }
    } finally {
      setIsSaving(false);
    }
  });

  const err = (field: keyof AssetFormValues) => formState.errors[field]?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="asset-form">
      <div className="row g-3">
        {FIELDS_TEXT.slice(0, 2).map((field) => (
          <FormField key={field} className="col-md-6" label={t(`fields.${field}`)} error={err(field)}>
            {(p) => <input {...p} {...register(field)} />}
          </FormField>
        ))}
        <FormField className="col-md-4" label={t("fields.category")} error={err("category")}>
          {(p) => (
            <>
              <input {...p} list="asset-categories" {...register("category")} />
              <datalist id="asset-categories">
                {ASSET_CATEGORIES.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField className="col-md-4" label={t("fields.serialNumber")} error={err("serialNumber")}>
          {(p) => <input {...p} {...register("serialNumber")} />}
        </FormField>
        <FormField
          className="col-md-4"
          label={t("fields.status")}
          controlClassName="form-select"
          error={err("status")}
        >
          {(p) => (
            <select {...p} {...register("status")}>
              {ASSET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ASSET_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField className="col-md-4" label={t("fields.holderId")} error={err("holderId")}>
          {(p) => (
            <Controller
              control={control}
              name="holderId"
              render={({ field }) => (
                <PersonPicker
                  {...p}
                  people={employees.data ?? []}
                  value={field.value === "" ? null : Number(field.value)}
                  onChange={(id) => field.onChange(id === null ? "" : String(id))}
                  isClearable
                  placeholder={t("form.noHolder")}
                />
              )}
            />
          )}
        </FormField>
        <FormField className="col-md-4" label={t("fields.location")} error={err("location")}>
          {(p) => <input {...p} {...register("location")} />}
        </FormField>
        <FormField className="col-md-4" label={t("fields.supplier")} error={err("supplier")}>
          {(p) => <input {...p} {...register("supplier")} />}
        </FormField>
        <FormField className="col-md-4" label={t("fields.purchaseDate")} error={err("purchaseDate")}>
          {(p) => (
            <Controller
              control={form.control}
              name="purchaseDate"
              render={({ field: f }) => (
                <DateField {...p} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
              )}
            />
          )}
        </FormField>
        <FormField className="col-md-4" label={t("fields.warrantyExpiry")} error={err("warrantyExpiry")}>
          {(p) => (
            <Controller
              control={form.control}
              name="warrantyExpiry"
              render={({ field: f }) => (
                <DateField {...p} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
              )}
            />
          )}
        </FormField>
        <FormField className="col-md-4" label={t("fields.valueHuf")} error={err("valueHuf")}>
          {(p) => <input {...p} inputMode="numeric" {...register("valueHuf")} />}
        </FormField>
        <FormField className="col-12" label={t("fields.note")} error={err("note")}>
          {(p) => <textarea {...p} rows={3} {...register("note")} />}
        </FormField>
      </div>
      <Button type="submit" icon={biSave} disabled={isSaving} className="mt-2">
        {isSaving ? t("form.saving") : submitLabel}
      </Button>
      {guard.dialog}
    </form>
  );
}

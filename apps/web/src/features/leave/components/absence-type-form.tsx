import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ATTENDANCE_CODES, attendanceCodeSchema } from "@office/shared/attendance/attendance.contract";
import {
  ABSENCE_APPROVAL_LABELS,
  ABSENCE_UNIT_LABELS,
  absenceApprovalSchema,
  absenceTypeInputSchema,
  absenceUnitSchema,
  type AbsenceType,
  type AbsenceTypeInput,
} from "@office/shared/leave/absence-type.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { Switch } from "../../../components/ui/switch";
import { isHttpError } from "../../../lib/http/http-error";
import { emptyToNull } from "../../employees/components/employee-form-values";
import "../../employees/utils/hungarian-zod";
import "../i18n";

type AbsenceTypeFormValues = z.input<typeof absenceTypeInputSchema>;

/** A new type: a whole-day, unpaid absence the manager approves, booked as "Egyéb távollét". */
export const EMPTY_ABSENCE_TYPE: AbsenceTypeFormValues = {
  code: "",
  name: "",
  description: null,
  paid: false,
  countsAgainstEntitlement: false,
  requiresCertificate: false,
  yearlyLimitDays: null,
  unit: "day",
  attendanceCode: "other",
  approval: "manager",
  visibleToColleaguesAs: "",
  active: true,
};

function valuesOf(type: AbsenceType): AbsenceTypeFormValues {
  const { id: _id, statutory: _statutory, inUse: _inUse, ...values } = type;
  return values;
}

const FIELDS = Object.keys(EMPTY_ABSENCE_TYPE) as (keyof AbsenceTypeFormValues)[];
const SWITCHES = ["paid", "countsAgainstEntitlement", "requiresCertificate", "active"] as const;

type AbsenceTypeFormProps = {
  /** The type being edited; a new type without it. */
  type?: AbsenceType;
  onSubmit: (input: AbsenceTypeInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Create or edit an absence type (issue 22 §1) with the server's schema: name, code (fixed once created,
 * so always for a statutory type), the paragraph-citing description, unit, approval steps, attendance
 * code, yearly limit, what colleagues see instead (health data: „Távol”), and the switches paid /
 * counts against the entitlement / certificate required / active. Server messages go under their fields
 * (a 409 under the code).
 */
export function AbsenceTypeForm({ type, onSubmit, onCancel }: AbsenceTypeFormProps) {
  const { t } = useTranslation("leave");
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AbsenceTypeFormValues, unknown, AbsenceTypeInput>({
    resolver: zodResolver(absenceTypeInputSchema),
    defaultValues: type ? valuesOf(type) : EMPTY_ABSENCE_TYPE,
  });

  const submit = async (input: AbsenceTypeInput): Promise<void> => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!isHttpError(error)) return;
      if (error.status === 409) setError("code", { message: error.message });
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { message });
      }
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="absence-type-form">
      <div className="row gx-3">
        <div className="col-12 col-md-7">
          <FormField label={t("types.name")} error={errors.name?.message}>
            {(field) => <input {...field} type="text" {...register("name")} />}
          </FormField>
        </div>
        <div className="col-12 col-md-5">
          <FormField
            label={t("types.code")}
            error={errors.code?.message}
            hint={type ? t("types.codeFixed") : t("types.codeHint")}
          >
            {(field) => (
              <input
                {...field}
                type="text"
                readOnly={Boolean(type)}
                autoComplete="off"
                {...register("code")}
              />
            )}
          </FormField>
        </div>
      </div>
      <FormField
        label={t("types.description")}
        error={errors.description?.message}
        hint={t("types.descriptionHint")}
      >
        {(field) => (
          <textarea {...field} rows={3} {...register("description", { setValueAs: emptyToNull })} />
        )}
      </FormField>
      <div className="row gx-3">
        <div className="col-12 col-sm-6 col-lg-4">
          <FormField label={t("types.unit")} error={errors.unit?.message} controlClassName="form-select">
            {(field) => (
              <select {...field} {...register("unit")}>
                {absenceUnitSchema.options.map((unit) => (
                  <option key={unit} value={unit}>
                    {ABSENCE_UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-sm-6 col-lg-4">
          <FormField
            label={t("types.approval")}
            error={errors.approval?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("approval")}>
                {absenceApprovalSchema.options.map((approval) => (
                  <option key={approval} value={approval}>
                    {ABSENCE_APPROVAL_LABELS[approval]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-sm-6 col-lg-4">
          <FormField
            label={t("types.attendanceCode")}
            error={errors.attendanceCode?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("attendanceCode")}>
                {attendanceCodeSchema.options.map((code) => (
                  <option key={code} value={code}>
                    {ATTENDANCE_CODES[code].label} ({ATTENDANCE_CODES[code].short})
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-sm-6 col-lg-4">
          <FormField
            label={t("types.yearlyLimitDays")}
            error={errors.yearlyLimitDays?.message}
            hint={t("types.yearlyLimitHint")}
          >
            {(field) => (
              <Controller
                control={control}
                name="yearlyLimitDays"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    value={f.value ?? null}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    maxFractionDigits={1}
                    unit={t("types.days")}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-lg-8">
          <FormField
            label={t("types.visibleToColleaguesAs")}
            error={errors.visibleToColleaguesAs?.message}
            hint={t("types.visibleHint")}
          >
            {(field) => <input {...field} type="text" {...register("visibleToColleaguesAs")} />}
          </FormField>
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t("types.properties")}</legend>
        {SWITCHES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: f }) => (
              <Switch value={Boolean(f.value)} onChange={f.onChange} label={t(`types.${name}`)} />
            )}
          />
        ))}
      </fieldset>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting}>
          {type ? t("types.save") : t("types.create")}
        </Button>
        <Button color="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t("common:actions.cancel")}
        </Button>
      </div>
    </form>
  );
}

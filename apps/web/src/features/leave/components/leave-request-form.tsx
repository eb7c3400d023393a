import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import type {
  LeaveDay,
  LeaveRequest,
  LeaveRequestInput,
  leaveRequestInputSchema,
} from "@office/shared/leave/leave.contract";
import type { WorkSchedule } from "@office/shared/hu/calendar";
import { Button } from "../../../components/ui/button";
import { DateField } from "../../../components/ui/date-field";
import { FileField } from "../../../components/ui/file-field";
import { FormField } from "../../../components/ui/form-field";
import { biSend } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { isHttpError } from "../../../lib/http/http-error";
import { emptyToNull } from "../../employees/components/employee-form-values";
import { useUnloadedCalendarYears } from "../api/get-calendar-year";
import { groupAbsenceTypes, unitRules } from "./absence-type-options";
import { CERTIFICATE_ACCEPT } from "./certificate";
import { formatDayCount } from "./leave-format";
import { ProvisionalNote } from "./provisional-note";
import { previewWorkingDays } from "./working-days";
import "../i18n";

type LeaveRequestFormValues = z.input<typeof leaveRequestInputSchema>;

/**
 * The request schema (and zod with its Hungarian messages) loads on the first submit: the form sits on
 * `/szabadsagok` from its first render, which then does not need the schema library (issue 19 §6).
 */
const leaveRequestResolver = lazyZodResolver(() =>
  import("@office/shared/leave/leave.contract").then((m) => m.leaveRequestInputSchema),
);

const EMPTY_REQUEST: LeaveRequestFormValues = {
  leaveType: "szabadsag",
  startDate: "",
  endDate: "",
  halfDay: null,
  hours: null,
  note: null,
};

/** The form values of an existing request (edit and resubmit). */
function valuesOf(request: LeaveRequest): LeaveRequestFormValues {
  return {
    leaveType: request.leaveType ?? "szabadsag",
    startDate: request.startDate,
    endDate: request.endDate,
    halfDay: request.halfDay,
    hours: request.hours,
    note: request.note,
  };
}

const SERVER_FIELDS = ["leaveType", "startDate", "endDate", "halfDay", "hours", "note"] as const;

type LeaveRequestFormProps = {
  /** The tenant's absence types (inactive ones are left out, except the edited request's own). */
  types: readonly AbsenceType[];
  /** The requester's balance for the year (remaining already net of pending requests). */
  leaveDay: LeaveDay | undefined;
  /** The requester's work schedule (egyéb munkarend: the decree's swap days do not apply). */
  workSchedule?: WorkSchedule;
  /** The request being changed (prefills the form); a new request without it. */
  initial?: LeaveRequest;
  submitLabel?: string;
  /** Sends the request; `certificate` is the chosen file of a type that requires one (uploaded after). */
  onSubmit: (input: LeaveRequestInput, certificate: File | null) => Promise<unknown>;
};

/**
 * The leave request form (issue 22 §1): the type from the tenant's absence types (grouped, szabadság
 * first; its description below), first and last day, a half day only for a `halfDay` type on a single
 * day, hours of one day for an `hour` type, the certificate for a type that requires one, a note.
 * While typing it shows how many working days the range takes (Hungarian calendar incl. NGM swap days,
 * a year loaded on the server later fetched from `GET /api/calendarYear`; a year without its decree counted
 * provisionally and said "előzetes" only when the server has not loaded it either) and, for a type drawing on the
 * entitlement, what would remain of the balance.
 */
export function LeaveRequestForm({
  types,
  leaveDay,
  workSchedule = "general",
  initial,
  submitLabel,
  onSubmit,
}: LeaveRequestFormProps) {
  const { t } = useTranslation("leave");
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaveRequestFormValues, unknown, LeaveRequestInput>({
    resolver: leaveRequestResolver,
    defaultValues: initial ? valuesOf(initial) : EMPTY_REQUEST,
  });
  const [certificate, setCertificate] = useState<File | null>(null);
  /** Re-mounts the file field after a successful submit (it keeps its own file name). */
  const [fileKey, setFileKey] = useState(0);
  const groups = useMemo(() => groupAbsenceTypes(types, initial?.leaveType ?? undefined), [types, initial]);
  const [leaveType, startDate, endDate, halfDay, hours] = watch([
    "leaveType",
    "startDate",
    "endDate",
    "halfDay",
    "hours",
  ]);
  const type = types.find((item) => item.code === leaveType);
  const isSingleDay = startDate !== "" && startDate === endDate;
  const rules = unitRules(type?.unit, isSingleDay);
  const preview = previewWorkingDays(
    startDate,
    endDate,
    rules.allowsHalfDay && Boolean(halfDay),
    workSchedule,
  );
  // A year the built-in calendar lacks may be loaded on the server since (issue 22 §4): ask, and call it
  // "előzetes" only when the server has not loaded it either.
  const unloadedYears = useUnloadedCalendarYears(
    preview.status === "counted" ? preview.provisionalYears : [],
  );
  const drawsOnBalance = type?.countsAgainstEntitlement ?? false;

  const submit = async (input: LeaveRequestInput): Promise<void> => {
    try {
      await onSubmit(input, type?.requiresCertificate ? certificate : null);
      if (!initial) {
        reset(EMPTY_REQUEST);
        setCertificate(null);
        setFileKey((key) => key + 1);
      }
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const known = SERVER_FIELDS.find((name) => name === field);
        if (known) setError(known, { message });
      }
    }
  };

  /** Keeps the values the chosen type and dates allow: no half day or hours where they do not apply. */
  const keepUnitRules = (code: string = getValues("leaveType")): void => {
    const unit = types.find((item) => item.code === code)?.unit;
    const { startDate: start, endDate: end } = getValues();
    if (unit !== "halfDay" || start !== end) setValue("halfDay", null);
    if (unit === "hour") {
      if (start) setValue("endDate", start);
    } else setValue("hours", null);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="leave-request-form">
      <FormField
        label={t("form.leaveType")}
        error={errors.leaveType?.message}
        controlClassName="form-select"
        {...(type?.description ? { hint: type.description } : {})}
      >
        {(field) => (
          <select
            {...field}
            {...register("leaveType", {
              onChange: (event: { target: { value: string } }) => keepUnitRules(event.target.value),
            })}
          >
            {groups.map((group) => (
              <optgroup key={group.key} label={group.label}>
                {group.types.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <div className="row gx-3">
        <div className={rules.isSingleDateOnly ? "col-12 col-sm-6" : "col-6"}>
          <FormField
            label={rules.isSingleDateOnly ? t("form.day") : t("form.startDate")}
            error={errors.startDate?.message}
          >
            {(field) => (
              <Controller
                control={control}
                name="startDate"
                render={({ field: f }) => (
                  <DateField
                    {...field}
                    required
                    value={f.value}
                    onBlur={f.onBlur}
                    onChange={(value) => {
                      f.onChange(value);
                      const end = getValues("endDate");
                      if (
                        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
                        (rules.isSingleDateOnly || !end || end < value)
                      )
                        setValue("endDate", value);
                      keepUnitRules();
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        {rules.isSingleDateOnly ? (
          <div className="col-12 col-sm-6">
            <FormField label={t("form.hours")} error={errors.hours?.message} hint={t("form.hoursHint")}>
              {(field) => (
                <Controller
                  control={control}
                  name="hours"
                  render={({ field: f }) => (
                    <NumberField
                      {...field}
                      value={f.value ?? null}
                      onBlur={f.onBlur}
                      onChange={f.onChange}
                      maxFractionDigits={2}
                      unit={t("form.hoursUnit")}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
        ) : (
          <div className="col-6">
            <FormField label={t("form.endDate")} error={errors.endDate?.message}>
              {(field) => (
                <Controller
                  control={control}
                  name="endDate"
                  render={({ field: f }) => (
                    <DateField
                      {...field}
                      required
                      min={startDate || undefined}
                      value={f.value}
                      onBlur={f.onBlur}
                      onChange={(value) => {
                        f.onChange(value);
                        keepUnitRules();
                      }}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
        )}
        {type?.unit === "halfDay" && (
          <div className="col-12 col-sm-6">
            <FormField
              label={t("form.halfDay")}
              error={errors.halfDay?.message}
              controlClassName="form-select"
              hint={t("form.halfDayHint")}
            >
              {(field) => (
                <select
                  {...field}
                  disabled={!rules.allowsHalfDay}
                  {...register("halfDay", { setValueAs: emptyToNull })}
                >
                  <option value="">{t("form.halfDayNone")}</option>
                  <option value="morning">{t("form.halfDayMorning")}</option>
                  <option value="afternoon">{t("form.halfDayAfternoon")}</option>
                </select>
              )}
            </FormField>
          </div>
        )}
      </div>

      <div aria-live="polite" data-testid="working-days-preview">
        {preview.status === "error" && (
          <div className="alert alert-danger py-2" role="alert">
            {preview.message}
          </div>
        )}
        {preview.status === "counted" && (
          <div className={`alert py-2 ${preview.days === 0 ? "alert-warning" : "alert-info"}`}>
            <div className="fw-semibold">
              {preview.days === 0
                ? t("form.previewNone")
                : rules.needsHours
                  ? typeof hours === "number" && hours > 0
                    ? t("form.previewHours", { hours: formatDayCount(hours) })
                    : t("form.previewHoursMissing")
                  : t("form.preview", { days: formatDayCount(preview.days) })}
            </div>
            {preview.days > 0 && drawsOnBalance && leaveDay && !rules.needsHours && (
              <div>
                {t("form.remainingAfter", { days: formatDayCount(leaveDay.remaining - preview.days) })}
                {leaveDay.remaining - preview.days < 0 && (
                  <span className="d-block text-danger-emphasis fw-semibold">
                    {t("form.overdraw", { days: formatDayCount(leaveDay.remaining) })}
                  </span>
                )}
              </div>
            )}
            {preview.days > 0 && !drawsOnBalance && <div>{t("form.notDrawn")}</div>}
            {type?.yearlyLimitDays != null && (
              <div>{t("form.yearlyLimit", { days: formatDayCount(type.yearlyLimitDays) })}</div>
            )}
            {unloadedYears.map((year) => (
              <ProvisionalNote key={year} year={year} className="d-block text-warning-emphasis" />
            ))}
          </div>
        )}
      </div>

      {type?.requiresCertificate && (
        <FormField label={t("form.certificate")} hint={t("form.certificateHint")}>
          {(field) => (
            <FileField
              key={fileKey}
              {...field}
              accept={CERTIFICATE_ACCEPT}
              buttonLabel={t("form.certificateButton")}
              onChange={(event) => setCertificate(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      )}
      {type?.requiresCertificate && initial?.certificate && (
        <p className="form-text mt-n2">
          {t("form.certificateOnFile", { name: initial.certificate.fileName })}
        </p>
      )}

      <FormField label={t("form.note")} error={errors.note?.message}>
        {(field) => <textarea {...field} rows={2} {...register("note", { setValueAs: emptyToNull })} />}
      </FormField>
      <p className="form-text">{t("form.calendarNote")}</p>
      <Button type="submit" icon={biSend} disabled={isSubmitting || preview.status === "error"}>
        {submitLabel ?? t("form.submit")}
      </Button>
    </form>
  );
}

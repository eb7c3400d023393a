import { useEffect, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  EVENT_CATEGORIES,
  EVENT_RECURRENCE_LABELS,
  EVENT_REMINDER_LABELS,
  EVENT_REMINDER_MINUTES,
  eventRecurrenceSchema,
  type CalendarEvent,
  type EventInput,
} from "@office/shared/events/events.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { Switch } from "../../../components/ui/switch";
import { PersonMultiPicker } from "../../../components/ui/person-multi-picker";
import { DateField } from "../../../components/ui/date-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useEmployees } from "../../employees/api/list-employees";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import "../../employees/utils/hungarian-zod";
import { formFieldOf, validateEventForm, valuesToInput, type EventFormValues } from "./event-form";
import { formatDateBeforeSuffix } from "./event-format";
import "../i18n";

type EventFormModalProps = {
  show: boolean;
  /** The event being edited, or null for a new one. */
  eventId: number | null;
  /** Editing only this occurrence of a series (its day in the series): title, place, times, description. */
  occurrenceDate?: string | null;
  initialValues: EventFormValues;
  onSubmit: (id: number | null, input: EventInput) => Promise<CalendarEvent>;
  onSaved: (event: CalendarEvent) => void;
  onClose: () => void;
};

/**
 * Add / edit a programme event: title, description, place, all-day or start and end time (Budapest),
 * category (suggestions), attendees from the directory, recurrence with its last day, reminder. Validated
 * with the shared contract; server field messages land on their fields; leaving the page while dirty
 * asks first. With `occurrenceDate` it edits one occurrence of a series: title, place, times and
 * description only.
 */
export function EventFormModal({
  show,
  eventId,
  occurrenceDate = null,
  initialValues,
  onSubmit,
  onSaved,
  onClose,
}: EventFormModalProps) {
  const { t } = useTranslation("calendar");
  const employees = useEmployees("active", show);
  const resolver: Resolver<EventFormValues> = (values) => {
    const errors = validateEventForm(values, {
      dateRequired: t("form.dateRequired"),
      timeRequired: t("form.timeRequired"),
    });
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([k, message]) => [k, { type: "validate", message }])),
    };
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EventFormValues>({ resolver, defaultValues: initialValues });
  const { dialog, markClean } = useUnsavedChangesGuard(show && isDirty);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const handleClose = () => (isDirty ? setIsDiscarding(true) : onClose());

  useEffect(() => {
    if (show) reset(initialValues);
  }, [show, initialValues, reset]);

  const [allDay, recurrence] = watch(["allDay", "recurrence"]);
  const isOccurrence = occurrenceDate !== null;

  const submit = async (values: EventFormValues): Promise<void> => {
    try {
      const saved = await onSubmit(eventId, valuesToInput(values));
      markClean();
      onSaved(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const target = formFieldOf(field, values.allDay);
        if (target) setError(target, { message });
      }
    }
  };

  return (
    <>
      <Modal
        show={show && !isDiscarding}
        onHide={handleClose}
        size="lg"
        aria-labelledby="event-form-title"
        backdrop="static"
      >
        <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="event-form">
          <Modal.Header closeButton closeLabel={t("details.close")}>
            <Modal.Title id="event-form-title" as="h2" className="h5">
              {isOccurrence
                ? t("form.occurrenceTitle")
                : eventId === null
                  ? t("form.newTitle")
                  : t("form.editTitle")}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {isOccurrence && (
              <p className="small text-body-secondary" data-testid="occurrence-hint">
                {t("form.occurrenceHint", { date: formatDateBeforeSuffix(occurrenceDate) })}
              </p>
            )}
            <FormField label={t("form.title")} error={errors.title?.message}>
              {(field) => <input {...field} {...register("title")} autoComplete="off" />}
            </FormField>
            <div className="row gx-3">
              <div className={isOccurrence ? "col-12" : "col-12 col-md-7"}>
                <FormField label={t("form.location")} error={errors.location?.message}>
                  {(field) => <input {...field} {...register("location")} />}
                </FormField>
              </div>
              <div className={isOccurrence ? "d-none" : "col-12 col-md-5"}>
                <FormField label={t("form.category")} error={errors.category?.message}>
                  {(field) => <input {...field} list="event-categories" {...register("category")} />}
                </FormField>
                <datalist id="event-categories">
                  {EVENT_CATEGORIES.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </div>
            </div>
            {!isOccurrence && (
              <Controller
                control={control}
                name="allDay"
                render={({ field }) => (
                  <Switch
                    value={field.value}
                    onChange={field.onChange}
                    label={t("form.allDay")}
                    className="mb-3"
                  />
                )}
              />
            )}
            <div className="row gx-3">
              <div className="col-6 col-md-3">
                <FormField label={t("form.startDate")} error={errors.startDate?.message}>
                  {(field) => (
                    <Controller
                      control={control}
                      name={"startDate"}
                      render={({ field: f }) => (
                        <DateField {...field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                      )}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-6 col-md-3">
                {!allDay && (
                  <FormField label={t("form.startTime")} error={errors.startTime?.message}>
                    {(field) => <input {...field} type="time" {...register("startTime")} />}
                  </FormField>
                )}
              </div>
              <div className="col-6 col-md-3">
                <FormField label={t("form.endDate")} error={errors.endDate?.message}>
                  {(field) => (
                    <Controller
                      control={control}
                      name={"endDate"}
                      render={({ field: f }) => (
                        <DateField {...field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                      )}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-6 col-md-3">
                {!allDay && (
                  <FormField label={t("form.endTime")} error={errors.endTime?.message}>
                    {(field) => <input {...field} type="time" {...register("endTime")} />}
                  </FormField>
                )}
              </div>
            </div>
            <div className={isOccurrence ? "d-none" : "row gx-3"}>
              <div className="col-12 col-md-4">
                <FormField
                  label={t("form.recurrence")}
                  error={errors.recurrence?.message}
                  controlClassName="form-select"
                >
                  {(field) => (
                    <select {...field} {...register("recurrence")}>
                      {eventRecurrenceSchema.options.map((r) => (
                        <option key={r} value={r}>
                          {EVENT_RECURRENCE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-4">
                {recurrence !== "none" && (
                  <FormField label={t("form.recurrenceUntil")} error={errors.recurrenceUntil?.message}>
                    {(field) => (
                      <Controller
                        control={control}
                        name={"recurrenceUntil"}
                        render={({ field: f }) => (
                          <DateField {...field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                        )}
                      />
                    )}
                  </FormField>
                )}
              </div>
              <div className="col-12 col-md-4">
                <FormField
                  label={t("form.reminder")}
                  error={errors.reminderMinutes?.message}
                  controlClassName="form-select"
                >
                  {(field) => (
                    <select {...field} {...register("reminderMinutes")} data-testid="event-reminder">
                      <option value="">{EVENT_REMINDER_LABELS.none}</option>
                      {EVENT_REMINDER_MINUTES.map((m) => (
                        <option key={m} value={String(m)}>
                          {EVENT_REMINDER_LABELS[`${m}`]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </div>
            <FormField label={t("form.description")} error={errors.description?.message}>
              {(field) => <textarea {...field} rows={3} {...register("description")} />}
            </FormField>
            {!isOccurrence && (
              <FormField label={t("form.attendees")} error={errors.attendeeIds?.message}>
                {(props) => (
                  <Controller
                    control={control}
                    name="attendeeIds"
                    render={({ field }) => (
                      <PersonMultiPicker
                        {...props}
                        people={employees.data ?? []}
                        value={field.value}
                        onChange={field.onChange}
                        placeholder={t("form.attendeesSearch")}
                        data-testid="event-attendees"
                      />
                    )}
                  />
                )}
              </FormField>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button color="secondary" onClick={handleClose} disabled={isSubmitting}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" icon={biSave} disabled={isSubmitting}>
              {t("form.save")}
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
      <ConfirmModal
        show={isDiscarding}
        title={t("form.discardTitle")}
        confirmLabel={t("form.discard")}
        onCancel={() => setIsDiscarding(false)}
        onConfirm={() => {
          setIsDiscarding(false);
          onClose();
        }}
      >
        {t("form.discardBody")}
      </ConfirmModal>
      {dialog}
    </>
  );
}

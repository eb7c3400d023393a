import { budapestDate } from "@office/shared/hu/budapest-time";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import { EMPLOYEE_UPLOAD_ACCEPT } from "@office/shared/employees/documents.contract";
import {
  carServiceInputSchema,
  type CarService,
  type NextService,
} from "@office/shared/fleet/car-services.contract";
import { formatDateHu, formatHuf, formatKm } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { Button } from "../../../components/ui/button";
import { DateField } from "../../../components/ui/date-field";
import { FormField } from "../../../components/ui/form-field";
import { biDownload, biPencil, biPlusLg, biSave, biTrash } from "../../../components/ui/icons";
import { isHttpError } from "../../../lib/http/http-error";
import { saveBlob } from "../../reports/utils/save-blob";
import {
  downloadServiceInvoice,
  useCarServices,
  useDeleteCarService,
  useSaveCarService,
  type ServiceUpload,
} from "../api/services-api";
import "../i18n";

type FieldName = "date" | "odometerKm" | "costHuf" | "description";

/** The next-due line: by date and / or by km, red when due. */
function NextServiceLine({ next, car }: { next: NextService; car: CarDetail }) {
  const { t } = useTranslation("cars");
  if (car.serviceIntervalKm === null && car.serviceIntervalMonths === null)
    return <p className="text-body-secondary">{t("service.noInterval")}</p>;
  if (next.basis === null)
    return (
      <div className="alert alert-light border py-2" role="status" data-testid="service-next">
        {t("service.noService")}
      </div>
    );
  const parts: string[] = [];
  if (next.dueDate !== null && next.daysLeft !== null)
    parts.push(
      next.daysLeft >= 0
        ? t("service.byDate", { date: formatDateHu(next.dueDate), count: next.daysLeft })
        : t("service.byDateOverdue", { date: formatDateHu(next.dueDate), count: -next.daysLeft }),
    );
  if (next.dueKm !== null && next.kmLeft !== null)
    parts.push(
      next.kmLeft >= 0
        ? t("service.byKm", { km: formatKm(next.dueKm), left: formatKm(next.kmLeft) })
        : t("service.byKmOverdue", { km: formatKm(next.dueKm), over: formatKm(-next.kmLeft) }),
    );
  return (
    <div
      className={`alert ${next.isDue ? "alert-warning" : "alert-light border"} py-2`}
      role="status"
      data-testid="service-next"
    >
      <strong>{t("service.next")}</strong> {parts.join(` ${t("service.or")} `)}
      {parts.length > 1 && ` – ${t("service.whicheverFirst")}`}
      {next.basis === "inService" && car.inServiceSince && (
        <div className="small">
          {t("service.fromInService", { date: formatDateHu(car.inServiceSince) })}
          {next.dueKm === null && car.serviceIntervalKm !== null && ` ${t("service.noKmBase")}`}
        </div>
      )}
    </div>
  );
}

function ServiceForm({
  car,
  editing,
  onDone,
}: {
  car: CarDetail;
  editing: CarService | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("cars");
  const save = useSaveCarService(car.id);
  const [values, setValues] = useState<Omit<ServiceUpload, "file">>({
    date: editing?.date ?? budapestDate(Date.now()),
    odometerKm: String(editing?.odometerKm ?? car.odometerKm),
    costHuf: editing ? String(editing.costHuf) : "",
    description: editing?.description ?? "",
  });
  const [file, setFile] = useState<File | null>(null);
  const [isRemovingInvoice, setIsRemovingInvoice] = useState(false);
  const storedInvoice = editing?.invoice ?? null;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = carServiceInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        serviceId: editing?.id ?? null,
        upload: { ...values, file, removeInvoice: isRemovingInvoice },
      });
      onDone();
    } catch (error) {
      if (isHttpError(error)) setErrors(error.fieldErrors as Partial<Record<FieldName, string>>);
    }
  };
  const text = (name: FieldName, opts: { col: string; inputMode?: "numeric" }) => (
    <div className={opts.col}>
      <FormField label={t(`service.${name}`)} error={errors[name]}>
        {(props) => (
          <input
            {...props}
            type="text"
            inputMode={opts.inputMode}
            value={values[name]}
            onChange={(e) => set(name)(e.target.value)}
            data-testid={`service-${name}`}
          />
        )}
      </FormField>
    </div>
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="card card-body mb-3"
      data-testid="service-form"
    >
      <div className="row gx-3">
        <div className="col-6 col-md-3">
          <FormField label={t("service.date")} error={errors.date}>
            {(props) => <DateField {...props} required value={values.date} onChange={set("date")} />}
          </FormField>
        </div>
        {text("odometerKm", { col: "col-6 col-md-3", inputMode: "numeric" })}
        {text("costHuf", { col: "col-6 col-md-3", inputMode: "numeric" })}
        <div className="col-6 col-md-3">
          <FormField
            label={t("service.invoice")}
            hint={storedInvoice && !isRemovingInvoice ? t("service.keepInvoice") : undefined}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                accept={EMPLOYEE_UPLOAD_ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
        </div>
        {storedInvoice && (
          <div className="col-12 mb-3 small" data-testid="service-stored-invoice">
            {isRemovingInvoice ? (
              <>
                <span className="text-danger-emphasis me-2">
                  {t("service.invoiceWillBeRemoved", { name: storedInvoice.fileName })}
                </span>
                <Button color="gray" onClick={() => setIsRemovingInvoice(false)}>
                  {t("service.keepInvoiceAfterAll")}
                </Button>
              </>
            ) : (
              <>
                <span className="me-2">{t("service.storedInvoice", { name: storedInvoice.fileName })}</span>
                <Button
                  color="gray"
                  icon={biTrash}
                  onClick={() => {
                    if (window.confirm(t("service.removeInvoiceConfirm", { name: storedInvoice.fileName })))
                      setIsRemovingInvoice(true);
                  }}
                >
                  {t("service.removeInvoice")}
                </Button>
              </>
            )}
          </div>
        )}
        {text("description", { col: "col-12" })}
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" icon={biSave} disabled={save.isPending}>
          {t("service.save")}
        </Button>
        <Button color="gray" onClick={onDone}>
          {t("trips.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Szerviz tab of `/autok/{id}` (`#service`, issue 23 §2): the next service (by date or km,
 * whichever first), the cost per year, the log newest first with invoice downloads, and for the fleet
 * manager a form to add or edit a service (with the invoice; an attached invoice can be removed after a
 * confirmation, dropped when the form is saved) and delete one.
 */
export function ServiceTab({ car }: { car: CarDetail }) {
  const { t } = useTranslation("cars");
  const services = useCarServices(car.id);
  const remove = useDeleteCarService(car.id);
  const [editing, setEditing] = useState<CarService | "new" | null>(null);
  const download = (s: CarService) =>
    downloadServiceInvoice(car.id, s.id)
      .then((blob) => saveBlob(blob, s.invoice?.fileName ?? "szamla"))
      .catch(() => undefined);

  return (
    <section aria-label={t("detail.tabs.service")}>
      <QueryState query={services}>
        {(data) => (
          <>
            <NextServiceLine next={data.nextService} car={car} />
            {data.yearlyCosts.length > 0 && (
              <div className="mb-3" data-testid="service-yearly">
                <h2 className="h6">{t("service.yearly")}</h2>
                <ul className="list-inline mb-0">
                  {data.yearlyCosts.map((y) => (
                    <li
                      key={y.year}
                      className="list-inline-item bg-body-tertiary border rounded px-2 py-1 me-2 mb-1"
                    >
                      <strong>{y.year}:</strong> {formatHuf(y.costHuf)}{" "}
                      <span>({t("service.count", { count: y.count })})</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {car.canManage && (
              <div className="d-flex mb-3">
                <Button icon={biPlusLg} onClick={() => setEditing("new")} disabled={editing !== null}>
                  {t("service.add")}
                </Button>
              </div>
            )}
            {editing !== null && (
              <ServiceForm
                key={editing === "new" ? "new" : editing.id}
                car={car}
                editing={editing === "new" ? null : editing}
                onDone={() => setEditing(null)}
              />
            )}
            {data.services.length === 0 ? (
              <p className="text-body-secondary">{t("service.empty")}</p>
            ) : (
              <ResponsiveTable>
                <table className="table table-sm align-middle" data-testid="service-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("service.date")}</th>
                      <th scope="col" className="text-end">
                        {t("service.odometerShort")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("service.costHuf")}
                      </th>
                      <th scope="col">{t("service.description")}</th>
                      <th scope="col">{t("service.invoice")}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t("service.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.services.map((s) => (
                      <tr key={s.id}>
                        <td className="text-nowrap">{formatDateHu(s.date)}</td>
                        <td className="text-end text-nowrap">{formatKm(s.odometerKm)}</td>
                        <td className="text-end text-nowrap">{formatHuf(s.costHuf)}</td>
                        <td className="text-break">{s.description}</td>
                        <td>
                          {s.invoice ? (
                            <Button color="gray" icon={biDownload} onClick={() => void download(s)}>
                              {t("service.download")}
                            </Button>
                          ) : (
                            "–"
                          )}
                        </td>
                        <td className="text-end text-nowrap">
                          {car.canManage && (
                            <>
                              <Button
                                color="gray"
                                icon={biPencil}
                                onClick={() => setEditing(s)}
                                className="me-1"
                              >
                                {t("service.edit")}
                              </Button>
                              <Button color="gray" icon={biTrash} onClick={() => remove.mutate(s.id)}>
                                {t("service.delete")}
                              </Button>
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ResponsiveTable>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  LICENCE_CATEGORIES,
  driverInputSchema,
  type DriverFormInput,
  type DriverInput,
} from "@office/shared/fleet/drivers.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import { biPersonPlus, biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useEmployees } from "../../employees/api/list-employees";
import { useDrivers, useSaveDriver } from "../api/people-api";
import "../i18n";

const dateOrNull = (v: unknown) => (v ? String(v) : null);

/** The drivers tab of `/autok` (fleetManager): the drivers with their expiries, and a new driver from an employee. */
export function DriversPanel() {
  const { t } = useTranslation("cars");
  const drivers = useDrivers();
  const [isAdding, setIsAdding] = useState(false);
  const employees = useEmployees("active", isAdding);
  const save = useSaveDriver();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DriverFormInput, unknown, DriverInput>({
    resolver: zodResolver(driverInputSchema),
    defaultValues: {
      employeeId: 0,
      licenceNumber: "",
      licenceCategories: ["B"],
      licenceExpiry: null,
      medicalExpiry: null,
    },
  });
  const submit = async (input: DriverInput) => {
    try {
      await save.mutateAsync({ id: null, input });
      reset();
      setIsAdding(false);
    } catch (error) {
      if (isHttpError(error))
        setError("employeeId", { message: error.fieldErrors.employeeId ?? error.message });
    }
  };
  const taken = new Set((drivers.data ?? []).map((d) => d.employeeId));
  return (
    <>
      <div className="d-flex mb-3">
        <Button icon={biPersonPlus} onClick={() => setIsAdding(true)} disabled={isAdding}>
          {t("drivers.add")}
        </Button>
      </div>
      {isAdding && (
        <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="card card-body mb-3">
          <div className="row gx-3">
            <div className="col-12 col-md-6">
              <FormField label={t("drivers.employee")} error={errors.employeeId?.message}>
                {(props) => (
                  <Controller
                    control={control}
                    name="employeeId"
                    render={({ field }) => (
                      <PersonPicker
                        {...props}
                        people={(employees.data ?? []).filter((e) => !taken.has(e.id))}
                        value={typeof field.value === "number" && field.value > 0 ? field.value : null}
                        onChange={(id) => field.onChange(id ?? 0)}
                        data-testid="driver-employee"
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
            <div className="col-12 col-md-6">
              <FormField label={t("drivers.licenceNumber")} error={errors.licenceNumber?.message}>
                {(props) => <input {...props} {...register("licenceNumber")} />}
              </FormField>
            </div>
            <div className="col-12 col-md-4">
              <FormField
                label={t("drivers.licenceCategories")}
                error={errors.licenceCategories?.message}
                controlClassName="form-select"
              >
                {(props) => (
                  <select {...props} multiple size={4} {...register("licenceCategories")}>
                    {LICENCE_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="col-6 col-md-4">
              <FormField label={t("drivers.licenceExpiry")} error={errors.licenceExpiry?.message}>
                {(props) => (
                  <Controller
                    control={control}
                    name={"licenceExpiry"}
                    render={({ field: f }) => (
                      <DateField
                        {...props}
                        value={f.value}
                        onChange={(v) => f.onChange(dateOrNull(v))}
                        onBlur={f.onBlur}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
            <div className="col-6 col-md-4">
              <FormField label={t("drivers.medicalExpiry")} error={errors.medicalExpiry?.message}>
                {(props) => (
                  <Controller
                    control={control}
                    name={"medicalExpiry"}
                    render={({ field: f }) => (
                      <DateField
                        {...props}
                        value={f.value}
                        onChange={(v) => f.onChange(dateOrNull(v))}
                        onBlur={f.onBlur}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
          </div>
          <div className="d-flex gap-2">
            <Button type="submit" icon={biSave} disabled={isSubmitting}>
              {t("drivers.save")}
            </Button>
            <Button color="gray" onClick={() => setIsAdding(false)}>
              {t("trips.cancel")}
            </Button>
          </div>
        </form>
      )}
      <QueryState query={drivers} isEmpty={(d) => d.length === 0} empty={t("drivers.empty")}>
        {(rows) => (
          <div className="table-responsive">
            <table className="table table-hover" data-testid="drivers-table">
              <thead>
                <tr>
                  <th scope="col">{t("drivers.name")}</th>
                  <th scope="col">{t("drivers.licenceCategories")}</th>
                  <th scope="col">{t("drivers.licenceExpiry")}</th>
                  <th scope="col">{t("drivers.medicalExpiry")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <Link to={`/autok/soforok/${d.id}`}>{d.name}</Link>
                    </td>
                    <td>{d.licenceCategories.join(", ")}</td>
                    <td>{d.licenceExpiry ? formatDateHu(d.licenceExpiry) : "–"}</td>
                    <td>{d.medicalExpiry ? formatDateHu(d.medicalExpiry) : "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </>
  );
}

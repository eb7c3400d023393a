import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateHu } from "@office/shared/hu/format";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useDriver, useSaveDriver } from "../api/people-api";
import { DeleteDriverButton } from "../components/delete-driver-button";
import { DriverForm, driverFormValues } from "../components/driver-form";
import { expiryColor } from "../components/expiry-badge";
import { useCanManageFleet } from "../components/use-can-manage-fleet";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import "../i18n";

const daysTo = (date: string) => Math.round((Date.parse(`${date}T00:00:00`) - Date.now()) / 86_400_000);

/** `/autok/soforok/{id}` (SPEC route `driver`): the driver, licence and medical expiries, their cars and latest trips. */
export function DriverPage() {
  const { t } = useTranslation("cars");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const driver = useDriver(validId);
  const canManage = useCanManageFleet();
  const save = useSaveDriver();
  useBreadcrumb([
    { name: t("list.title"), url: "/autok" },
    { name: driver.data?.name ?? t("driver.title"), url: `/autok/soforok/${validId}` },
  ]);
  if (isHttpError(driver.error, 403)) return <NoPermission heading={t("driver.title")} />;
  if (validId === 0 || isHttpError(driver.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("driver.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("drivers.notFound")}
        </div>
      </>
    );
  }
  const expiry = (date: string | null) =>
    date ? <span className={`badge text-bg-${expiryColor(daysTo(date))}`}>{formatDateHu(date)}</span> : "–";
  return (
    <QueryState query={driver}>
      {(d) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0 me-auto" data-testid="driver-title">
              {d.name}
            </h1>
            {canManage && <DeleteDriverButton driverId={d.id} name={d.name} />}
          </div>
          <dl className="row mb-4">
            <dt className="col-sm-4">{t("drivers.licenceNumber")}</dt>
            <dd className="col-sm-8">{d.licenceNumber ?? "–"}</dd>
            <dt className="col-sm-4">{t("drivers.licenceCategories")}</dt>
            <dd className="col-sm-8">{d.licenceCategories.join(", ") || "–"}</dd>
            <dt className="col-sm-4">{t("drivers.licenceExpiry")}</dt>
            <dd className="col-sm-8">{expiry(d.licenceExpiry)}</dd>
            <dt className="col-sm-4">{t("drivers.medicalExpiry")}</dt>
            <dd className="col-sm-8">{expiry(d.medicalExpiry)}</dd>
          </dl>
          {canManage && (
            <>
              <h2 className="h5">{t("drivers.edit")}</h2>
              <DriverForm
                key={d.id}
                defaultValues={driverFormValues(d)}
                onSubmit={async (input) => {
                  await save.mutateAsync({ id: d.id, input });
                }}
              />
            </>
          )}
          <h2 className="h5">{t("drivers.cars")}</h2>
          {d.cars.length === 0 ? (
            <p className="text-body-secondary">{t("drivers.noCars")}</p>
          ) : (
            <ul>
              {d.cars.map((c) => (
                <li key={c.id}>
                  <Link to={`/autok/${c.id}`} className="font-monospace">
                    {c.plate}
                  </Link>{" "}
                  {c.make} {c.model}
                </li>
              ))}
            </ul>
          )}
          <h2 className="h5 mt-4">{t("drivers.trips")}</h2>
          {d.trips.length === 0 ? (
            <p className="text-body-secondary">{t("drivers.noTrips")}</p>
          ) : (
            <ResponsiveTable>
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{t("trips.date")}</th>
                    <th scope="col">{t("list.columns.plate")}</th>
                    <th scope="col">
                      {t("trips.from")} → {t("trips.to")}
                    </th>
                    <th scope="col" className="text-end">
                      {t("trips.distance")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.trips.map((trip) => (
                    <tr key={trip.id}>
                      <td className="text-nowrap">{formatDateHu(trip.date)}</td>
                      <td>
                        <Link to={`/autok/${trip.carId}#distances`}>{trip.plate}</Link>
                      </td>
                      <td>
                        {trip.from} → {trip.to}
                      </td>
                      <td className="text-end">{trip.distanceKm.toLocaleString("hu-HU")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ResponsiveTable>
          )}
        </>
      )}
    </QueryState>
  );
}

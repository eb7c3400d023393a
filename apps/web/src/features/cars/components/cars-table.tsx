import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CarListItem } from "@office/shared/fleet/cars.contract";
import { ExpiryBadge } from "./expiry-badge";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "../i18n";

const km = (n: number) => `${n.toLocaleString("hu-HU")} km`;

/** The cars as a table: plate (link), car, driver, odometer, ownership, next expiry in colour; attachment count after the plate. */
export function CarsTable({ cars }: { cars: readonly CarListItem[] }) {
  const { t } = useTranslation("cars");
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle" data-testid="cars-table">
        <thead>
          <tr>
            <th scope="col">{t("list.columns.plate")}</th>
            <th scope="col">{t("list.columns.car")}</th>
            <th scope="col">{t("list.columns.driver")}</th>
            <th scope="col" className="text-end">
              {t("list.columns.odometer")}
            </th>
            <th scope="col">{t("list.columns.ownership")}</th>
            <th scope="col">{t("list.columns.nextExpiry")}</th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car.id} className={car.active ? "" : "text-body-secondary"}>
              <td>
                <Link to={`/autok/${car.id}`} className="fw-semibold font-monospace">
                  {car.plate}
                </Link>
                <AttachmentCountBadge count={car.attachmentCount} className="ms-2" />
              </td>
              <td>
                {car.make} {car.model}
              </td>
              <td>{car.driverName ?? <span className="text-body-secondary">{t("list.noDriver")}</span>}</td>
              <td className="text-end">{km(car.odometerKm)}</td>
              <td>{t(`ownership.${car.ownership}`)}</td>
              <td>
                <ExpiryBadge expiry={car.nextExpiry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The cars as cards (plate, car, driver, odometer, next expiry, attachment count), 1–3 per row. */
export function CarCards({ cars }: { cars: readonly CarListItem[] }) {
  const { t } = useTranslation("cars");
  return (
    <div className="row g-3" data-testid="cars-cards">
      {cars.map((car) => (
        <div key={car.id} className="col-12 col-md-6 col-xl-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5 card-title mb-1">
                <Link to={`/autok/${car.id}`} className="stretched-link font-monospace">
                  {car.plate}
                </Link>
              </h2>
              <p className="card-text mb-1">
                {car.make} {car.model} · {t(`ownership.${car.ownership}`)}
              </p>
              <p className="card-text small text-body-secondary mb-2">
                {car.driverName ?? t("list.noDriver")} · {km(car.odometerKm)}
              </p>
              <div className="d-flex align-items-center justify-content-between gap-2">
                <ExpiryBadge expiry={car.nextExpiry} />
                <AttachmentCountBadge count={car.attachmentCount} />
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

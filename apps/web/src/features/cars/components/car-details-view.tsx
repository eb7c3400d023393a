import { useTranslation } from "react-i18next";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import { formatDateHu } from "@office/shared/hu/format";
import "../i18n";

/** The car's data read-only (its driver's view). */
export function CarDetailsView({ car }: { car: CarDetail }) {
  const { t } = useTranslation("cars");
  const date = (d: string | null) => (d ? formatDateHu(d) : "–");
  const rows: [string, string][] = [
    [t("form.plate"), car.plate],
    [t("form.make"), car.make],
    [t("form.model"), car.model],
    [t("form.vin"), car.vin ?? "–"],
    [t("form.year"), car.year ? String(car.year) : "–"],
    [t("form.fuelType"), t(`fuelType.${car.fuelType}`)],
    [t("form.odometerKm"), `${car.odometerKm.toLocaleString("hu-HU")} km`],
    [t("form.motExpiry"), date(car.motExpiry)],
    [t("form.mandatoryInsuranceExpiry"), date(car.mandatoryInsuranceExpiry)],
    [t("form.cascoExpiry"), date(car.cascoExpiry)],
    [
      t("form.serviceIntervalKm"),
      car.serviceIntervalKm ? `${car.serviceIntervalKm.toLocaleString("hu-HU")} km` : "–",
    ],
    [t("form.serviceIntervalMonths"), car.serviceIntervalMonths ? String(car.serviceIntervalMonths) : "–"],
    [t("form.inServiceSince"), date(car.inServiceSince)],
    [
      t("form.inServiceOdometerKm"),
      car.inServiceOdometerKm !== null ? `${car.inServiceOdometerKm.toLocaleString("hu-HU")} km` : "–",
    ],
    [t("form.ownership"), t(`ownership.${car.ownership}`)],
  ];
  return (
    <>
      <p className="text-body-secondary small">{t("detail.readOnly")}</p>
      <dl className="row">
        {rows.map(([label, value]) => (
          <div key={label} className="col-12 col-md-6 d-flex">
            <dt className="me-2 fw-semibold">{label}:</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

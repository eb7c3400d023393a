import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import { formatDateHu } from "@office/shared/hu/format";
import type { Trip } from "@office/shared/fleet/trips.contract";
import type { PartnerListItem } from "@office/shared/partners/partners.contract";
import { QueryState } from "../../../components/page/query-state";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { Button } from "../../../components/ui/button";
import { biDownload, biPencil, biPlusLg } from "../../../components/ui/icons";
import { MonthField } from "../../../components/ui/month-field";
import { api } from "../../../lib/http/api";
import { saveBlob } from "../../reports/utils/save-blob";
import { useProjects } from "../../projects/api/get-projects";
import { useDrivers } from "../api/people-api";
import { downloadTripLog, useCloseMonth, useDeleteTrip, useTrips } from "../api/trips-api";
import { tripFromInput, usePendingEntries, useSaveTripOffline } from "../api/offline-save";
import { PendingEntries } from "./pending-entries";
import { TripForm } from "./trip-form";
import { budapestDate } from "@office/shared/hu/budapest-time";
import "../i18n";

const km = (n: number) => n.toLocaleString("hu-HU");

/**
 * The trip-log tab (`#distances`): a month's trips with km and gaps, "Új út" with the previous end km
 * prefilled, edit/delete of open months, closing a month (fleetManager), the month's sheet as .xlsx/PDF.
 */
export function TripLog({ car }: { car: CarDetail }) {
  const { t } = useTranslation("cars");
  const [month, setMonth] = useState(() => budapestDate(Date.now()).slice(0, 7));
  const [editing, setEditing] = useState<Trip | "new" | null>(null);
  const trips = useTrips(car.id, month);
  const save = useSaveTripOffline(car.id);
  // A new trip starts where the last one ended, counting the trips still waiting on the phone.
  const lastEndKm = usePendingEntries(car.id, "trip").reduce<number | null>(
    (end, e) => (e.kind === "trip" && e.input.endKm > (end ?? 0) ? e.input.endKm : end),
    car.lastEndKm,
  );
  const remove = useDeleteTrip(car.id);
  const close = useCloseMonth(car.id);
  const drivers = useDrivers(car.canManage);
  const partners = useQuery({
    queryKey: ["partners", "list", { search: "", active: true }],
    queryFn: ({ signal }) => api.get<PartnerListItem[]>("/partner", { query: { active: true }, signal }),
  });
  const projects = useProjects({});
  // An edited trip keeps its project even when the caller's project list does not hold it (archived, not a member).
  const projectOptions: { id: number; code: string; name: string }[] = [...(projects.data ?? [])];
  if (
    editing !== null &&
    editing !== "new" &&
    editing.projectId !== null &&
    !projectOptions.some((p) => p.id === editing.projectId)
  )
    projectOptions.push({
      id: editing.projectId,
      code: "",
      name: editing.projectName ?? `#${editing.projectId}`,
    });
  const driverOptions = car.canManage
    ? (drivers.data ?? [])
    : car.driverId !== null
      ? [{ id: car.driverId, name: car.driverName ?? "" }]
      : [];
  const isClosed = car.closedMonths.includes(month);
  const list = trips.data ?? [];
  const business = list.filter((x) => !x.private).reduce((s, x) => s + x.distanceKm, 0);
  const priv = list.filter((x) => x.private).reduce((s, x) => s + x.distanceKm, 0);

  const download = async (format: "xlsx" | "pdf") => {
    try {
      saveBlob(
        await downloadTripLog(car.id, month, format),
        `utnyilvantartas-${car.plate}-${month}.${format}`,
      );
    } catch {
      // the HTTP layer showed the message
    }
  };
  const newDefaults = {
    date: budapestDate(Date.now()),
    driverId: car.driverId ?? driverOptions[0]?.id ?? 0,
    from: "",
    to: "",
    purpose: "",
    partnerId: null,
    projectId: null,
    startKm: lastEndKm ?? car.odometerKm,
    endKm: (lastEndKm ?? car.odometerKm) + 1,
    private: false,
    gapReason: "",
  };

  return (
    <section aria-label={t("detail.tabs.distances")}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <label className="form-label" htmlFor="trip-month">
            {t("trips.month")}
          </label>
          <MonthField
            id="trip-month"
            required
            value={month}
            onChange={(v) => /^\d{4}-\d{2}$/.test(v) && setMonth(v)}
          />
        </div>
        <div className="me-auto" />
        <Button
          icon={biPlusLg}
          onClick={() => setEditing("new")}
          disabled={editing !== null}
          data-testid="trip-add"
        >
          {t("trips.add")}
        </Button>
        <Button color="success" icon={biDownload} onClick={() => void download("xlsx")}>
          {t("trips.downloadXlsx")}
        </Button>
        <Button color="secondary" icon={biDownload} onClick={() => void download("pdf")}>
          {t("trips.downloadPdf")}
        </Button>
        {car.canManage && !isClosed && month < budapestDate(Date.now()).slice(0, 7) && (
          <Button
            color="warning"
            onClick={() => {
              if (window.confirm(t("trips.closeConfirm", { month }))) close.mutate(month);
            }}
          >
            {t("trips.close")}
          </Button>
        )}
      </div>
      {isClosed && (
        <div className="alert alert-info py-2" role="status">
          {t("trips.closed")}
        </div>
      )}
      {editing !== null && (
        <TripForm
          key={editing === "new" ? "new" : editing.id}
          defaultValues={
            editing === "new"
              ? newDefaults
              : {
                  ...editing,
                  partnerId: editing.partnerId,
                  projectId: editing.projectId,
                  gapReason: editing.gapReason ?? "",
                }
          }
          previousEndKm={editing === "new" ? lastEndKm : editing.startKm - editing.gapKm}
          drivers={driverOptions}
          partners={partners.data ?? []}
          projects={projectOptions}
          submitLabel={editing === "new" ? t("trips.save") : t("trips.saveEdit")}
          onSubmit={async (input) => {
            const result = await save.mutateAsync({ id: editing === "new" ? null : editing.id, input });
            const saved = result.queued ? tripFromInput(car.id, input) : result.trip;
            setEditing(null);
            setMonth(saved.date.slice(0, 7));
            return saved;
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <PendingEntries carId={car.id} kind="trip" />
      <QueryState query={trips} isEmpty={(rows) => rows.length === 0} empty={t("trips.empty")}>
        {(rows) => (
          <ResponsiveTable>
            <table className="table table-sm align-middle" data-testid="trips-table">
              <thead>
                <tr>
                  <th scope="col">{t("trips.date")}</th>
                  <th scope="col">
                    {t("trips.from")} → {t("trips.to")}
                  </th>
                  <th scope="col">{t("trips.purpose")}</th>
                  <th scope="col">{t("trips.driver")}</th>
                  <th scope="col" className="text-end">
                    {t("trips.startKm")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("trips.endKm")}
                  </th>
                  <th scope="col" className="text-end">
                    {t("trips.distance")}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t("trips.edit")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((trip) => (
                  <tr key={trip.id}>
                    <td className="text-nowrap">{formatDateHu(trip.date)}</td>
                    <td>
                      {trip.from} → {trip.to}
                      {trip.gapKm > 0 && (
                        <div className="small text-warning-emphasis" title={trip.gapReason ?? ""}>
                          {t("trips.gap", { km: trip.gapKm })}: {trip.gapReason}
                        </div>
                      )}
                    </td>
                    <td>
                      {trip.purpose}
                      {trip.partnerName && (
                        <div className="small text-body-secondary">{trip.partnerName}</div>
                      )}
                      {trip.projectName && (
                        <div className="small text-body-secondary">{trip.projectName}</div>
                      )}
                      {trip.private && (
                        <span className="badge text-bg-secondary ms-1">{t("trips.privateBadge")}</span>
                      )}
                    </td>
                    <td>{trip.driverName}</td>
                    <td className="text-end">{km(trip.startKm)}</td>
                    <td className="text-end">{km(trip.endKm)}</td>
                    <td className="text-end">{km(trip.distanceKm)}</td>
                    <td className="text-end text-nowrap">
                      {!trip.locked && (car.canManage || trip.driverId === car.driverId) && (
                        <>
                          <Button
                            color="gray"
                            icon={biPencil}
                            onClick={() => setEditing(trip)}
                            aria-label={t("trips.edit")}
                          />{" "}
                          <Button
                            color="gray"
                            onClick={() => {
                              if (window.confirm(t("trips.deleteConfirm"))) remove.mutate(trip.id);
                            }}
                          >
                            {t("trips.delete")}
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="small text-body-secondary" data-testid="trips-total">
              {t("trips.total", { business: km(business), private: km(priv) })}
            </p>
          </ResponsiveTable>
        )}
      </QueryState>
    </section>
  );
}

import { lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { NoPermission } from "../../../components/page/no-permission";
import { LoadingLine, QueryState } from "../../../components/page/query-state";
import { LazyPart } from "../../../components/ui/lazy-part";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useCar, useUpdateCar } from "../api/cars-api";
import { useCarReminders } from "../api/trips-api";
import { CarForm, carFormValues } from "../components/car-form";
import { ExpiryBadge } from "../components/expiry-badge";
import { CarDetailsView } from "../components/car-details-view";
import { DeleteCarButton } from "../components/delete-car-button";
import "../i18n";
import { AttachmentsPanel } from "../../attachments/components/attachments-panel";

/*
 * The tabs other than Adatok load with their first opening: their forms bring the zod schemas (and zod),
 * which the page's first render then does without (issue 19 §6).
 */
const TripLog = lazy(() => import("../components/trip-log").then((m) => ({ default: m.TripLog })));
const FuelTab = lazy(() => import("../components/fuel-tab").then((m) => ({ default: m.FuelTab })));
const ServiceTab = lazy(() => import("../components/service-tab").then((m) => ({ default: m.ServiceTab })));
const RemindersList = lazy(() =>
  import("../components/reminders-tab").then((m) => ({ default: m.RemindersList })),
);

/** A lazily loaded tab's content, with the loading line while its code downloads. */
const LazyTab = ({ children }: { children: ReactNode }) => (
  <LazyPart fallback={<LoadingLine />}>{children}</LazyPart>
);

const TABS = ["data", "distances", "fuel", "service", "reminders"] as const;
type TabKey = (typeof TABS)[number];

/**
 * `/autok/{id}` (SPEC route `car`): tabs Adatok (the form for fleetManager, read-only for the driver),
 * Útnyilvántartás (`#distances`, SPEC §2's notification target), Tankolások, Szerviz (`#service`, issue 23
 * §2) and Emlékeztetők; the hash
 * selects the tab.
 */
export function CarPage() {
  const { t } = useTranslation("cars");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const car = useCar(validId);
  const update = useUpdateCar(validId);
  const reminders = useCarReminders(car.data ? validId : 0);
  const { hash } = useLocation();
  const navigate = useNavigate();
  useBreadcrumb([
    { name: t("list.title"), url: "/autok" },
    { name: car.data?.plate ?? t("detail.title"), url: `/autok/${validId}` },
  ]);
  const requested = hash.replace("#", "");
  const activeTab: TabKey = TABS.find((k) => k === requested) ?? "data";
  const selectTab = (key: string | null) =>
    void navigate({ hash: key && key !== "data" ? `#${key}` : "" }, { replace: true });

  if (isHttpError(car.error, 403)) return <NoPermission heading={t("detail.title")} />;
  if (validId === 0 || isHttpError(car.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("detail.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("detail.notFound")}
        </div>
      </>
    );
  }
  return (
    <QueryState query={car}>
      {(data) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <div className="me-auto">
              <h1 className="h3 mb-0" data-testid="car-title">
                <span className="font-monospace">{data.plate}</span> · {data.make} {data.model}
              </h1>
              <div className="text-body-secondary small">
                {t("detail.odometer", { km: data.odometerKm.toLocaleString("hu-HU") })} ·{" "}
                {t(`ownership.${data.ownership}`)}
                {data.driverName ? ` · ${data.driverName}` : ""}
              </div>
            </div>
            <ExpiryBadge expiry={data.nextExpiry} />
            {data.canManage && <DeleteCarButton carId={data.id} plate={data.plate} />}
          </div>
          <Tabs
            id="car-tabs"
            activeKey={activeTab}
            onSelect={selectTab}
            mountOnEnter
            transition={false}
            className="mb-3"
          >
            <Tab eventKey="data" title={t("detail.tabs.data")}>
              {data.canManage ? (
                <CarForm
                  key={data.id}
                  defaultValues={carFormValues(data)}
                  submitLabel={t("form.save")}
                  onSubmit={(input) => update.mutateAsync(input)}
                />
              ) : (
                <CarDetailsView car={data} />
              )}
              <AttachmentsPanel owner={{ type: "car", id: data.id }} canEdit={data.canManage} />
            </Tab>
            <Tab eventKey="distances" title={t("detail.tabs.distances")}>
              <LazyTab>
                <TripLog car={data} />
              </LazyTab>
            </Tab>
            <Tab eventKey="fuel" title={t("detail.tabs.fuel")}>
              <LazyTab>
                <FuelTab car={data} />
              </LazyTab>
            </Tab>
            <Tab eventKey="service" title={t("detail.tabs.service")}>
              <LazyTab>
                <ServiceTab car={data} />
              </LazyTab>
            </Tab>
            <Tab eventKey="reminders" title={t("detail.tabs.reminders")}>
              <QueryState query={reminders}>
                {(rows) => (
                  <LazyTab>
                    <RemindersList reminders={rows} canManage={data.canManage} />
                  </LazyTab>
                )}
              </QueryState>
            </Tab>
          </Tabs>
        </>
      )}
    </QueryState>
  );
}

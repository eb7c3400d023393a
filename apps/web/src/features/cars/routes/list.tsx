import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { ownershipSchema, type Ownership } from "@office/shared/fleet/cars.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biFileEarmarkSpreadsheet, biPlusLg } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import { exportCars, useCars, type CarFilters } from "../api/cars-api";
import { useOpenReminders } from "../api/trips-api";
import { CardsPanel } from "../components/cards-panel";
import { CarCards, CarsTable } from "../components/cars-table";
import { DriversPanel } from "../components/drivers-panel";
import { RemindersList } from "../components/reminders-tab";
import { useCanManageFleet } from "../components/use-can-manage-fleet";
import "../i18n";

const TABS = ["cars", "drivers", "cards", "reminders"] as const;

/**
 * `/autok` (SPEC route `cars`): the cars as a table or cards (plate, car, driver, odometer, the next expiry
 * in colour), search and filters in the URL, `.xlsx` export; fleet managers also get the drivers, fuel
 * cards and the open expiries (the reminders due within 60 days) as tabs. Others see the cars they drive.
 */
export function CarsPage() {
  const { t } = useTranslation("cars");
  useBreadcrumb([{ name: t("list.title"), url: "/autok" }]);
  const canManage = useCanManageFleet();
  const { params, setParams } = useListParams();
  const set = (key: string, value: string | null) => setParams({ [key]: value });
  const search = params.get("q") ?? "";
  const ownership = ownershipSchema.safeParse(params.get("ownership")).data as Ownership | undefined;
  const activeParam = params.get("active") ?? "active";
  const view = params.get("view") === "cards" ? "cards" : "table";
  const tab = TABS.find((k) => k === params.get("tab")) ?? "cars";
  const debounced = useDebouncedValue(search, 250);
  const filters: CarFilters = {
    search: debounced,
    ownership,
    active: activeParam === "all" ? undefined : activeParam === "active",
  };
  const cars = useCars(filters);
  const reminders = useOpenReminders(canManage && tab === "reminders");
  const [isExporting, setIsExporting] = useState(false);

  const handleExport = async () => {
    setIsExporting(true);
    try {
      saveBlob(await exportCars(filters), t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the message
    } finally {
      setIsExporting(false);
    }
  };

  const carsView = (
    <>
      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-md-5">
          <label className="form-label" htmlFor="cars-search">
            {t("list.search")}
          </label>
          <input
            id="cars-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(e) => set("q", e.target.value)}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="cars-ownership">
            {t("list.ownershipFilter")}
          </label>
          <select
            id="cars-ownership"
            className="form-select"
            value={ownership ?? ""}
            onChange={(e) => set("ownership", e.target.value)}
          >
            <option value="">{t("list.all")}</option>
            {ownershipSchema.options.map((o) => (
              <option key={o} value={o}>
                {t(`ownership.${o}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor="cars-active">
            {t("list.activeFilter")}
          </label>
          <select
            id="cars-active"
            className="form-select"
            value={activeParam}
            onChange={(e) => set("active", e.target.value === "active" ? null : e.target.value)}
          >
            {(["active", "inactive", "all"] as const).map((a) => (
              <option key={a} value={a}>
                {t(`list.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-2">
          <span className="form-label d-block" id="cars-view-label">
            {t("list.view")}
          </span>
          <div className="btn-group w-100" role="group" aria-labelledby="cars-view-label">
            <button
              type="button"
              className={`btn ${view === "table" ? "btn-secondary" : "btn-outline-secondary text-body"}`}
              aria-pressed={view === "table"}
              onClick={() => set("view", null)}
            >
              {t("list.viewTable")}
            </button>
            <button
              type="button"
              className={`btn ${view === "cards" ? "btn-secondary" : "btn-outline-secondary text-body"}`}
              aria-pressed={view === "cards"}
              onClick={() => set("view", "cards")}
            >
              {t("list.viewCards")}
            </button>
          </div>
        </div>
      </div>
      <QueryState
        query={cars}
        isEmpty={(rows) => rows.length === 0}
        empty={canManage ? t("list.empty") : t("list.emptyDriver")}
      >
        {(rows) => (
          <>
            <p className="small text-body-secondary mb-2" role="status" data-testid="cars-count">
              {t("list.count", { count: rows.length })}
            </p>
            {view === "cards" ? <CarCards cars={rows} /> : <CarsTable cars={rows} />}
          </>
        )}
      </QueryState>
    </>
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {canManage && (
          <Link to="/uj-auto" className="btn btn-primary">
            <Icon icon={biPlusLg} className="me-1" />
            {t("list.new")}
          </Link>
        )}
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleExport()}
          disabled={isExporting}
          data-testid="cars-export"
        >
          {t("list.export")}
        </Button>
      </div>
      {canManage ? (
        <Tabs
          id="fleet-tabs"
          activeKey={tab}
          onSelect={(k) => set("tab", k === "cars" ? null : k)}
          mountOnEnter
          transition={false}
          className="mb-3"
        >
          <Tab eventKey="cars" title={t("list.tabs.cars")}>
            {carsView}
          </Tab>
          <Tab eventKey="drivers" title={t("list.tabs.drivers")}>
            <DriversPanel />
          </Tab>
          <Tab eventKey="cards" title={t("list.tabs.cards")}>
            <CardsPanel />
          </Tab>
          <Tab eventKey="reminders" title={t("list.tabs.reminders")}>
            <QueryState query={reminders}>
              {(rows) => <RemindersList reminders={rows} canManage showCar />}
            </QueryState>
          </Tab>
        </Tabs>
      ) : (
        carsView
      )}
    </>
  );
}

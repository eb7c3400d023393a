import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import applicants from "../../locales/hu/applicants.json";
import assets from "../../locales/hu/assets.json";
import attendance from "../../locales/hu/attendance.json";
import auth from "../../locales/hu/auth.json";
import calendar from "../../locales/hu/calendar.json";
import cars from "../../locales/hu/cars.json";
import common from "../../locales/hu/common.json";
import company from "../../locales/hu/company.json";
import costCenters from "../../locales/hu/cost-centers.json";
import employees from "../../locales/hu/employees.json";
import externalResources from "../../locales/hu/external-resources.json";
import home from "../../locales/hu/home.json";
import leave from "../../locales/hu/leave.json";
import notifications from "../../locales/hu/notifications.json";
import partners from "../../locales/hu/partners.json";
import profile from "../../locales/hu/profile.json";
import projects from "../../locales/hu/projects.json";
import questionnaires from "../../locales/hu/questionnaires.json";
import reports from "../../locales/hu/reports.json";
import resourcePlanning from "../../locales/hu/resource-planning.json";
import rewards from "../../locales/hu/rewards.json";
import shell from "../../locales/hu/shell.json";
import toasts from "../../locales/hu/toasts.json";

/** Hungarian source strings, one namespace per domain (STYLE: `locales/hu/<domain>.json`). */
export const HU_RESOURCES = {
  applicants,
  assets,
  attendance,
  auth,
  calendar,
  cars,
  common,
  company,
  "cost-centers": costCenters,
  employees,
  "external-resources": externalResources,
  home,
  leave,
  notifications,
  partners,
  profile,
  projects,
  questionnaires,
  reports,
  "resource-planning": resourcePlanning,
  rewards,
  shell,
  toasts,
};

/** The i18next instance: Hungarian only, resources bundled, initialised synchronously. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "hu",
  fallbackLng: "hu",
  supportedLngs: ["hu"],
  defaultNS: "common",
  ns: Object.keys(HU_RESOURCES),
  resources: { hu: HU_RESOURCES },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

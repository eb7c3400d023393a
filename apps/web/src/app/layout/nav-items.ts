import type { IconDef } from "../../components/ui/icon";
import {
  biBarChartLine,
  biBriefcase,
  biBuildingAdd,
  biBuildings,
  biCalendar3Range,
  biCalendar4Range,
  biCalendarCheck,
  biCalendarEvent,
  biCalendarX,
  biCarFront,
  biCashCoin,
  biCashStack,
  biClipboardData,
  biDiagram3,
  biGear,
  biGraphUp,
  biGraphUpArrow,
  biGrid,
  biHourglassSplit,
  biHouseDoor,
  biKanban,
  biLaptop,
  biPeople,
  biPersonBadge,
  biPersonLinesFill,
  biPersonPlus,
  biPersonVcard,
  biPieChart,
  biTools,
  biTrophy,
  biUiChecks,
  biWallet2,
} from "../../components/ui/icons";
/** A link of the side navigation; `labelKey` is a key of the `shell` namespace (`nav.*`). */
export type NavLinkItem = {
  id: string;
  labelKey: string;
  url: string;
  icon: IconDef;
  /** SPEC §6: shown only when the user's role list contains this name. */
  permission?: string;
};

/** A collapsible group of links. `relatedPaths` are routes without a nav item that belong to the group. */
export type NavGroup = {
  id: string;
  labelKey: string;
  icon: IconDef;
  items: NavLinkItem[];
  permission?: string;
  relatedPaths: string[];
};

export type NavEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroup);

/**
 * SPEC §2 side navigation mapped to routes by DESIGN §6, in SPEC order. Related paths follow DESIGN §6
 * ("routes without a nav item are reached from their screens").
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: "link", id: "home", labelKey: "nav.home", url: "/", icon: biHouseDoor },
  { kind: "link", id: "calendar", labelKey: "nav.calendar", url: "/naptar", icon: biCalendarEvent },
  { kind: "link", id: "expiries", labelKey: "nav.expiries", url: "/lejaratok", icon: biHourglassSplit },
  {
    kind: "group",
    id: "projects",
    labelKey: "nav.projectsGroup",
    icon: biBriefcase,
    items: [
      { id: "new-partner", labelKey: "nav.newPartner", url: "/uj-partner", icon: biBuildingAdd },
      { id: "partners", labelKey: "nav.partners", url: "/partnerek", icon: biBuildings },
      { id: "projects", labelKey: "nav.projects", url: "/projektek", icon: biKanban },
    ],
    relatedPaths: ["/uj-projekt"],
  },
  {
    kind: "group",
    id: "planning",
    labelKey: "nav.planningGroup",
    icon: biDiagram3,
    items: [
      {
        id: "resource-planner",
        labelKey: "nav.resourcePlanner",
        url: "/eroforras-naptar",
        icon: biCalendar3Range,
      },
      {
        id: "attendance-calendar",
        labelKey: "nav.attendanceCalendar",
        url: "/jelenleti-naptar",
        icon: biCalendarCheck,
      },
    ],
    relatedPaths: [],
  },
  {
    kind: "group",
    id: "hr",
    labelKey: "nav.hrGroup",
    icon: biPeople,
    items: [
      { id: "new-employee", labelKey: "nav.newEmployee", url: "/uj-munkatars", icon: biPersonPlus },
      { id: "employees", labelKey: "nav.employees", url: "/munkatarsak", icon: biPersonLinesFill },
      { id: "leave-requests", labelKey: "nav.leaveRequests", url: "/szabadsagok", icon: biCalendarX },
      {
        id: "external-resources",
        labelKey: "nav.externalResources",
        url: "/kulso-eroforrasok",
        icon: biPersonBadge,
      },
      { id: "applicants", labelKey: "nav.applicants", url: "/jelentkezok", icon: biPersonVcard },
    ],
    relatedPaths: ["/uj-eroforras", "/uj-jelentkezo", "/leave-report", "/resource-card"],
  },
  {
    kind: "group",
    id: "tools",
    labelKey: "nav.toolsGroup",
    icon: biTools,
    items: [
      { id: "cars", labelKey: "nav.cars", url: "/autok", icon: biCarFront },
      { id: "assets", labelKey: "nav.assets", url: "/eszkozok", icon: biLaptop },
    ],
    relatedPaths: ["/uj-auto", "/uj-eszkoz", "/eszkoz-atadas", "/leltar"],
  },
  {
    kind: "group",
    id: "other",
    labelKey: "nav.otherGroup",
    icon: biGrid,
    items: [
      { id: "game", labelKey: "nav.game", url: "/pontok", icon: biTrophy },
      { id: "questionnaires", labelKey: "nav.questionnaires", url: "/kerdoivek", icon: biUiChecks },
    ],
    relatedPaths: ["/uj-termek", "/termekek", "/kerdoiv-sablonok", "/uj-kerdoiv-sablon"],
  },
  {
    kind: "group",
    id: "reports",
    labelKey: "nav.reportsGroup",
    icon: biBarChartLine,
    items: [
      {
        id: "attendance-report",
        labelKey: "nav.attendanceReport",
        url: "/eroforras-report",
        icon: biClipboardData,
      },
      {
        id: "annual-report",
        labelKey: "nav.annualReport",
        url: "/annual-report",
        icon: biCalendar4Range,
      },
      {
        id: "wage-report",
        labelKey: "nav.wageReport",
        url: "/eroforras-dij-report",
        icon: biCashCoin,
        permission: "employeeWages2",
      },
      {
        id: "wage-range-report",
        labelKey: "nav.wageRangeReport",
        url: "/eroforras-dij-intervallum",
        icon: biCashStack,
        permission: "employeeWages2",
      },
      {
        id: "wage-monthly-report",
        labelKey: "nav.wageMonthlyReport",
        url: "/eroforras-dij-havi",
        icon: biGraphUp,
      },
      {
        id: "wage-yearly-report",
        labelKey: "nav.wageYearlyReport",
        url: "/eroforras-dij-eves",
        icon: biGraphUpArrow,
      },
      { id: "other-reports", labelKey: "nav.otherReports", url: "/other-report", icon: biPieChart },
    ],
    relatedPaths: [],
  },
  {
    kind: "group",
    id: "settings",
    labelKey: "nav.settingsGroup",
    icon: biGear,
    permission: "companyAdmin",
    items: [{ id: "cost-centers", labelKey: "nav.costCenters", url: "/cost-center", icon: biWallet2 }],
    relatedPaths: [],
  },
];

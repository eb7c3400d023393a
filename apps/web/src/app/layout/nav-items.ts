/** A link of the side navigation; `labelKey` is a key of the `shell` namespace (`nav.*`). */
export type NavLinkItem = {
  id: string;
  labelKey: string;
  url: string;
  icon: string;
  /** SPEC §6: shown only when the user's role list contains this name. */
  permission?: string;
};

/** A collapsible group of links. `relatedPaths` are routes without a nav item that belong to the group. */
export type NavGroup = {
  id: string;
  labelKey: string;
  icon: string;
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
  { kind: "link", id: "home", labelKey: "nav.home", url: "/", icon: "bi-house-door" },
  { kind: "link", id: "calendar", labelKey: "nav.calendar", url: "/naptar", icon: "bi-calendar-event" },
  {
    kind: "group",
    id: "projects",
    labelKey: "nav.projectsGroup",
    icon: "bi-briefcase",
    items: [
      { id: "new-partner", labelKey: "nav.newPartner", url: "/uj-partner", icon: "bi-building-add" },
      { id: "partners", labelKey: "nav.partners", url: "/partnerek", icon: "bi-buildings" },
      { id: "projects", labelKey: "nav.projects", url: "/projektek", icon: "bi-kanban" },
    ],
    relatedPaths: ["/uj-projekt"],
  },
  {
    kind: "group",
    id: "planning",
    labelKey: "nav.planningGroup",
    icon: "bi-diagram-3",
    items: [
      {
        id: "resource-planner",
        labelKey: "nav.resourcePlanner",
        url: "/eroforras-naptar",
        icon: "bi-calendar3-range",
      },
      {
        id: "attendance-calendar",
        labelKey: "nav.attendanceCalendar",
        url: "/jelenleti-naptar",
        icon: "bi-calendar-check",
      },
    ],
    relatedPaths: [],
  },
  {
    kind: "group",
    id: "hr",
    labelKey: "nav.hrGroup",
    icon: "bi-people",
    items: [
      { id: "new-employee", labelKey: "nav.newEmployee", url: "/uj-munkatars", icon: "bi-person-plus" },
      { id: "employees", labelKey: "nav.employees", url: "/munkatarsak", icon: "bi-person-lines-fill" },
      { id: "leave-requests", labelKey: "nav.leaveRequests", url: "/szabadsagok", icon: "bi-calendar-x" },
      {
        id: "external-resources",
        labelKey: "nav.externalResources",
        url: "/kulso-eroforrasok",
        icon: "bi-person-badge",
      },
      { id: "applicants", labelKey: "nav.applicants", url: "/jelentkezok", icon: "bi-person-vcard" },
    ],
    relatedPaths: ["/uj-eroforras", "/uj-jelentkezo", "/leave-report", "/resource-card"],
  },
  {
    kind: "group",
    id: "tools",
    labelKey: "nav.toolsGroup",
    icon: "bi-tools",
    items: [
      { id: "cars", labelKey: "nav.cars", url: "/autok", icon: "bi-car-front" },
      { id: "assets", labelKey: "nav.assets", url: "/eszkozok", icon: "bi-laptop" },
    ],
    relatedPaths: ["/uj-auto", "/uj-eszkoz", "/eszkoz-atadas", "/leltar"],
  },
  {
    kind: "group",
    id: "other",
    labelKey: "nav.otherGroup",
    icon: "bi-grid",
    items: [
      { id: "game", labelKey: "nav.game", url: "/pontok", icon: "bi-trophy" },
      { id: "questionnaires", labelKey: "nav.questionnaires", url: "/kerdoivek", icon: "bi-ui-checks" },
    ],
    relatedPaths: ["/uj-termek", "/termekek", "/kerdoiv-sablonok", "/uj-kerdoiv-sablon"],
  },
  {
    kind: "group",
    id: "reports",
    labelKey: "nav.reportsGroup",
    icon: "bi-bar-chart-line",
    items: [
      {
        id: "attendance-report",
        labelKey: "nav.attendanceReport",
        url: "/eroforras-report",
        icon: "bi-clipboard-data",
      },
      {
        id: "annual-report",
        labelKey: "nav.annualReport",
        url: "/annual-report",
        icon: "bi-calendar4-range",
      },
      {
        id: "wage-report",
        labelKey: "nav.wageReport",
        url: "/eroforras-dij-report",
        icon: "bi-cash-coin",
        permission: "employeeWages2",
      },
      {
        id: "wage-range-report",
        labelKey: "nav.wageRangeReport",
        url: "/eroforras-dij-intervallum",
        icon: "bi-cash-stack",
        permission: "employeeWages2",
      },
      {
        id: "wage-monthly-report",
        labelKey: "nav.wageMonthlyReport",
        url: "/eroforras-dij-havi",
        icon: "bi-graph-up",
      },
      {
        id: "wage-yearly-report",
        labelKey: "nav.wageYearlyReport",
        url: "/eroforras-dij-eves",
        icon: "bi-graph-up-arrow",
      },
      { id: "other-reports", labelKey: "nav.otherReports", url: "/other-report", icon: "bi-pie-chart" },
    ],
    relatedPaths: [],
  },
  {
    kind: "group",
    id: "settings",
    labelKey: "nav.settingsGroup",
    icon: "bi-gear",
    permission: "companyAdmin",
    items: [{ id: "cost-centers", labelKey: "nav.costCenters", url: "/cost-center", icon: "bi-wallet2" }],
    relatedPaths: [],
  },
];

import type { Access } from "../platform/request-context.ts";

/**
 * Every route the server registers, with who may call it (issue 2 §2 "access-control matrix").
 * Key: `METHOD path` exactly as registered. A route missing here makes the server refuse to start.
 * - `public`: no tenant, no caller (static files, health, docs);
 * - `tenant`: a known tenant (from the Host), no caller needed;
 * - `user`: any signed-in user of the tenant (services may narrow further, e.g. self-or-hr);
 * - a role list: signed in with one of these roles (companyAdmin passes every role check).
 */
export const accessMatrix: Readonly<Record<string, Access>> = {
  // platform
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /brand/:file": "public",
  // auth (SPEC §7, DESIGN §4)
  "POST /api/login2": "tenant",
  "GET /api/tokenRefresh": "user",
  "POST /api/logout": "user",
  "POST /api/passwordChange": "user",
  "POST /api/forgotPassword": "tenant",
  "POST /api/passwordReset": "tenant",
  // tenant config and company profile
  "GET /api/clientConfig": "tenant",
  "GET /manifest.webmanifest": "tenant",
  "GET /api/company": ["companyAdmin"],
  "PUT /api/company": ["companyAdmin"],
  "PUT /api/company/logo": ["companyAdmin"],
  // [reminders] expiry reminder thresholds and the home page's expiring list (issue 23 §2)
  "GET /api/reminderSettings": ["hr", "companyAdmin"],
  "PUT /api/reminderSettings": ["hr", "companyAdmin"],
  "GET /api/home/expiries": "user",
  "GET /api/expiries": "user",
  // notifications
  "GET /api/notification": "user",
  "PUT /api/notification/:id/seen": "user",
  "PUT /api/notification/seen": "user",
  "GET /api/notificationSettings": "user",
  "PUT /api/notificationSettings": "user",
  "GET /api/notificationSettings/unsubscribe": "tenant",
  "POST /api/notificationSettings/unsubscribe": "tenant",
  // [mail] the tenant's outgoing mail, envelope only (issue 23 §1)
  "GET /api/mailOutbox": ["companyAdmin"],
  "POST /api/mailOutbox/:id/retry": ["companyAdmin"],
  // employees (SPEC §7; DESIGN §5: directory for everyone, the record for hr; services narrow further)
  "GET /api/appConfig": "user",
  "GET /api/employee": "user",
  "GET /api/employee/newEmployee": ["hr"],
  "POST /api/employee": ["hr"],
  "POST /api/employee/import": ["hr"],
  "GET /api/employee/import/template": ["hr"],
  "GET /api/employee/:id": "user",
  "PUT /api/employee/:id": ["hr"],
  "DELETE /api/employee/:id": ["hr"],
  "GET /api/employee/:id/history": ["hr"],
  "GET /api/employee/:id/sendPassword": ["hr"],
  "GET /api/employee/:id/account": ["hr"],
  "PUT /api/employee/:id/roles": ["companyAdmin"],
  "GET /api/employee/:id/asset": "user",
  "GET /api/resource/employee/:id": "user",
  "PUT /api/employee/:id/profilepicture": "user",
  // [documents-files] employee documents and files (SPEC §7)
  "GET /api/employee/:id/document": "user",
  "POST /api/employee/:id/document": ["hr"],
  "GET /api/employee/:id/document/:docId/download": "user",
  "DELETE /api/employee/:id/document/:docId": ["hr"],
  "PUT /api/employee/:id/files/upload": ["hr"],
  "GET /api/employee/:id/files/list": "user",
  "POST /api/employee/:id/files": "user",
  "DELETE /api/employee/:id/files/:name": ["hr"],
  // [attendance-reports] attendance sheet and the report API (/report)
  "GET /api/attendance": "user",
  "PUT /api/attendance": ["hr"],
  "PUT /api/attendance/bulk": ["hr"],
  "GET /report/attendance/download": ["hr"],
  // [working-time] time records, clock, timesheets, month close (issue 21 §1–2; self / manager / hr in the services)
  "GET /api/timeEntry": "user",
  "POST /api/timeEntry": "user",
  "GET /api/timeEntry/clock": "user",
  "POST /api/timeEntry/clock/start": "user",
  "POST /api/timeEntry/clock/stop": "user",
  "PUT /api/timeEntry/:id": "user",
  "DELETE /api/timeEntry/:id": "user",
  "GET /api/timeEntry/:id/history": "user",
  "GET /api/timesheet": "user",
  "GET /api/timesheet/closure": "user",
  "POST /api/timesheet/close": ["hr"],
  "POST /api/timesheet/reopen": ["hr"],
  "GET /api/timesheet/:employeeId": "user",
  "GET /api/workingTimeSettings": "user",
  "PUT /api/workingTimeSettings": ["hr"],
  "GET /api/workSchedule/:employeeId": "user",
  "PUT /api/workSchedule/:employeeId": ["hr"],
  // [timesheet-report] the attendance report from time records (issue 21 §2; self / manager / hr in the service)
  "GET /report/timesheet/download": "user",
  "GET /report/leave": ["hr"],
  "POST /report/employee/all": ["hr"],
  // Éves Kimutatás: hr reads the days, employeeWages2 also the wage columns (the service narrows)
  "GET /api/report/annual": ["hr", "employeeWages2"],
  "GET /report/annual": ["hr", "employeeWages2"],
  "POST /report/employee/all/CardData": ["hr"],
  // [leave-wages] leave, leave allowance (leaveDay), wages
  "GET /api/employee/:id/leaveDay": "user",
  "PUT /api/employee/:id/leaveDay": ["hr"],
  "GET /api/employee/:id/leave": "user",
  "POST /api/employee/:id/leave": "user",
  "GET /api/leave": "user",
  "PUT /api/leave/:id/approve": "user",
  "PUT /api/leave/:id/reject": "user",
  "PUT /api/leave/:id/cancel": "user",
  // issue 22: approval steps, cancellation requests, certificates, stand-ins, absence types
  "PUT /api/leave/:id/return": "user",
  "PUT /api/leave/:id/cancellation/approve": "user",
  "PUT /api/leave/:id/cancellation/reject": "user",
  "GET /api/leave/:id": "user",
  "PUT /api/leave/:id": "user",
  "GET /api/leave/:id/history": "user",
  "GET /api/leave/:id/decisionContext": "user",
  "PUT /api/leave/:id/certificate": "user",
  "GET /api/leave/:id/certificate": "user",
  "GET /api/employee/:id/deputy": "user",
  "PUT /api/employee/:id/deputy": "user",
  "GET /api/absenceType": "user",
  "POST /api/absenceType": ["hr"],
  "PUT /api/absenceType/:id": ["hr"],
  "DELETE /api/absenceType/:id": ["hr"],
  "GET /api/leaveReport": ["hr"],
  // leave year-end (issue 22 §3)
  "GET /api/leaveYearEnd": ["hr", "companyAdmin"],
  "POST /api/leaveYearEnd/run": ["hr"],
  "GET /api/leaveYearEnd/lapseSoon": ["hr", "companyAdmin"],
  "GET /api/leaveYearEnd/settings": ["hr", "companyAdmin"],
  "PUT /api/leaveYearEnd/settings": ["hr"],
  "GET /api/leave/icsLink": "user",
  "POST /api/leave/icsLink": "user",
  "DELETE /api/leave/icsLink": "user",
  "GET /api/leave/feed/:userId/:file": "tenant",
  "GET /api/employee/:id/wages": ["employeeWages2"],
  "PUT /api/employee/:id/wages": ["employeeWages2"],
  // [cost-centers] cost centres (issue 8)
  "GET /api/costCenter": "user",
  "POST /api/costCenter": ["companyAdmin"],
  "PUT /api/costCenter/:id": ["companyAdmin"],
  "DELETE /api/costCenter/:id": ["companyAdmin"],

  // [partners] partners and their contacts (issue 8)
  "GET /api/partner": "user",
  "GET /api/partner/similar": "user",
  "GET /api/partner/export": "user",
  "POST /api/partner": ["projectManager"],
  "GET /api/partner/:id": "user",
  "PUT /api/partner/:id": ["projectManager"],
  "DELETE /api/partner/:id": ["projectManager"],

  // [external-resources] contractors (issue 8)
  "GET /api/externalResource": "user",
  "POST /api/externalResource": ["projectManager"],
  "GET /api/externalResource/:id": "user",
  "PUT /api/externalResource/:id": ["projectManager"],
  "DELETE /api/externalResource/:id": ["projectManager"],
  "GET /report/externalResource": "user",

  // [projects] projects, members, comments, activity (issue 8)
  "GET /api/project": "user",
  "GET /report/project": "user",
  "POST /api/project": ["projectManager"],
  "GET /api/project/options": "user",
  "GET /api/project/similar": ["projectManager"],
  "GET /api/project/:id": "user",
  "PUT /api/project/:id": ["projectManager"],
  "DELETE /api/project/:id": ["projectManager"],
  "GET /api/project/:id/activity": "user",
  "GET /api/project/:id/comment": "user",
  "GET /api/project/:id/mentionable": "user",
  "POST /api/project/:id/comment": "user",
  "PUT /api/project/:id/comment/:commentId": "user",
  "DELETE /api/project/:id/comment/:commentId": "user",
  // [project-tasks] tasks inside projects (issue 21 §3): open to signed-in users, the service decides
  // (project visibility; writes projectManager or the project's manager; the assignee moves own tasks)
  "GET /api/project/:id/task": "user",
  "POST /api/project/:id/task": "user",
  "GET /api/task/mine": "user",
  "GET /api/task/:id": "user",
  "PUT /api/task/:id": "user",
  "DELETE /api/task/:id": "user",

  // [events] programme calendar and its ICS feed (issue 8)
  "GET /api/event": "user",
  "POST /api/event": "user",
  "GET /api/event/icsLink": "user",
  "POST /api/event/icsLink": "user",
  "DELETE /api/event/icsLink": "user",
  "GET /api/event/calendar.ics": "tenant",
  "GET /api/event/:id": "user",
  "PUT /api/event/:id": "user",
  "DELETE /api/event/:id": "user",
  "PUT /api/event/:id/rsvp": "user",
  "GET /api/event/:id/ics": "user",
  "PUT /api/event/:id/occurrence/:date": "user",
  "DELETE /api/event/:id/occurrence/:date": "user",
  "GET /api/calendarSettings": "user",
  "PUT /api/calendarSettings": "user",

  // [wt-cost-reports] resource reports (issue 9 §2): Jelenléti Kimutatás for hr and projectManager (attendance
  // and utilisation, no wages); Bérkimutatás only for employeeWages2 (SPEC §6); month-by-month and year-by-year
  // cost for everyone signed in (the person lines only for employeeWages2, decided in the service)
  "GET /api/report/resource": ["hr", "projectManager"],
  "GET /report/resource": ["hr", "projectManager"],
  "GET /api/report/resourceCost": ["employeeWages2"],
  "GET /report/resourceCost": ["employeeWages2"],
  "GET /api/report/resourceCostMonthly": "user",
  "GET /report/resourceCostMonthly": "user",
  "GET /api/report/resourceCostYearly": "user",
  "GET /report/resourceCostYearly": "user",

  // stored files (random names; tenant must match the host)
  "GET /storage/:tenant/employees/:employeeId/:file": "tenant",
  "GET /storage/:tenant/company/:file": "tenant",

  // [wt-planner-api] resource planner (issue 9 §1): reads for everyone signed in (own rows only unless
  // projectManager / hr), writes projectManager (the services check it too)
  "GET /api/resourceAllocation": "user",
  "POST /api/resourceAllocation": ["projectManager"],
  "POST /api/resourceAllocation/copyWeek": ["projectManager"],
  "GET /api/resourceAllocation/preview": ["projectManager"],
  "GET /api/resourceAllocation/load": "user",
  "PUT /api/resourceAllocation/:id": ["projectManager"],
  "DELETE /api/resourceAllocation/:id": ["projectManager"],
  "GET /api/resourcePlanner": "user",
  // [fleet] begin (issue 10): reads and own trips/fills for everyone signed in (the services narrow to
  // the car's driver); cars, drivers, fuel cards, month closing and reminders for fleetManager
  "GET /api/car": "user",
  "GET /api/car/export": "user",
  "POST /api/car": ["fleetManager"],
  "GET /api/car/:id": "user",
  "PUT /api/car/:id": ["fleetManager"],
  "DELETE /api/car/:id": ["fleetManager"],
  "GET /api/car/:id/distance": "user",
  "POST /api/car/:id/distance": "user",
  "PUT /api/car/:id/distance/close": ["fleetManager"],
  "PUT /api/car/:id/distance/:tripId": "user",
  "DELETE /api/car/:id/distance/:tripId": "user",
  "GET /api/car/:id/fuel": "user",
  "POST /api/car/:id/fuel": "user",
  "DELETE /api/car/:id/fuel/:fuelId": "user",
  "GET /api/car/:id/reminder": "user",
  // [reminders] a car's service log (issue 23 §2): reads like the car, writes fleetManager (service checks)
  "GET /api/car/:id/service": "user",
  "POST /api/car/:id/service": ["fleetManager"],
  "PUT /api/car/:id/service/:serviceId": ["fleetManager"],
  "DELETE /api/car/:id/service/:serviceId": ["fleetManager"],
  "GET /api/car/:id/service/:serviceId/invoice": "user",
  "GET /report/car/:id/distance": "user",
  "GET /api/driver": ["fleetManager"],
  "POST /api/driver": ["fleetManager"],
  "GET /api/driver/:id": "user",
  "PUT /api/driver/:id": ["fleetManager"],
  "DELETE /api/driver/:id": ["fleetManager"],
  "GET /api/fuelCard": ["fleetManager"],
  "POST /api/fuelCard": ["fleetManager"],
  "GET /api/fuelCard/:id": "user",
  "PUT /api/fuelCard/:id": ["fleetManager"],
  "DELETE /api/fuelCard/:id": ["fleetManager"],
  "GET /api/fleetReminder": ["fleetManager"],
  "PUT /api/fleetReminder/:id/done": ["fleetManager"],
  // [fleet] end
  // [assets] begin (issue 10)
  // assets: everyone reads the assets they hold (the services narrow to own unless assetManager);
  // writes, handover drafting and stocktaking assetManager; the receiver accepts or rejects (service check)
  "GET /api/asset": "user",
  "POST /api/asset": ["assetManager"],
  "GET /report/asset": "user",
  "GET /api/asset/:id": "user",
  "PUT /api/asset/:id": ["assetManager"],
  "DELETE /api/asset/:id": ["assetManager"],
  "GET /api/asset/:id/history": "user",
  "POST /api/asset/:id/checkIn": ["assetManager"],
  "GET /api/assetHandover": "user",
  "POST /api/assetHandover": ["assetManager"],
  "GET /api/assetHandover/:id": "user",
  "PUT /api/assetHandover/:id/send": ["assetManager"],
  "PUT /api/assetHandover/:id/accept": "user",
  "PUT /api/assetHandover/:id/reject": "user",
  "GET /report/assetHandover/:id/pdf": "user",
  "GET /api/inventory": ["assetManager"],
  "POST /api/inventory": ["assetManager"],
  "GET /api/inventory/:id": ["assetManager"],
  "POST /api/inventory/:id/scan": ["assetManager"],
  "PUT /api/inventory/:id/close": ["assetManager"],
  "GET /report/inventory/:id": ["assetManager"],
  // [assets] end
  // [applicants] begin (issue 11)
  // recruiting (issue 11 §1): hr only (companyAdmin passes); the services check it too
  "GET /api/jobOpening": ["hr"],
  "POST /api/jobOpening": ["hr"],
  "PUT /api/jobOpening/:id": ["hr"],
  "DELETE /api/jobOpening/:id": ["hr"],
  "GET /api/applicant": ["hr"],
  "POST /api/applicant": ["hr"],
  "GET /api/applicant/:id": ["hr"],
  "PUT /api/applicant/:id": ["hr"],
  "DELETE /api/applicant/:id": ["hr"],
  "PUT /api/applicant/:id/stage": ["hr"],
  "PUT /api/applicant/:id/cv": ["hr"],
  "GET /api/applicant/:id/cv": ["hr"],
  "GET /api/applicant/:id/note": ["hr"],
  "POST /api/applicant/:id/note": ["hr"],
  "POST /api/applicant/:id/hire": ["hr"],
  "GET /api/applicantNoticeTemplate": ["hr"],
  "PUT /api/applicantNoticeTemplate": ["hr"],
  // [applicants] end
  // [points] begin (issue 11)
  // the points game: everyone signed in plays; products, fulfilment, awards and reports hr
  // (companyAdmin passes every role check); the settings companyAdmin
  "GET /api/points/balance": "user",
  "GET /api/points": "user",
  "POST /api/points": "user",
  "GET /api/points/leaderboard": "user",
  "GET /api/points/settings": "user",
  "PUT /api/points/settings": ["companyAdmin"],
  "POST /api/points/award": ["hr"],
  "GET /api/points/pairs": ["hr"],
  "GET /api/points/giftReport": ["hr"],
  "GET /report/points/gifts": ["hr"],
  "GET /storage/:tenant/products/:file": "tenant",
  "GET /api/product": "user",
  "POST /api/product": ["hr"],
  "GET /api/product/:id": "user",
  "PUT /api/product/:id": ["hr"],
  "DELETE /api/product/:id": ["hr"],
  "PUT /api/product/:id/picture": ["hr"],
  "POST /api/product/:id/redeem": "user",
  "GET /api/redemption": "user",
  "PUT /api/redemption/:id/fulfil": ["hr"],
  "PUT /api/redemption/:id/reject": ["hr"],
  "PUT /api/redemption/:id/cancel": "user",
  // [points] end
  // [questionnaires] begin (issue 11)
  // templates and sending hr (companyAdmin passes); anyone fills what was sent to them; results the
  // sender and hr (the services check recipient/sender)
  "GET /api/questionnaireTemplate": ["hr"],
  "POST /api/questionnaireTemplate": ["hr"],
  "GET /api/questionnaireTemplate/:id": ["hr"],
  "PUT /api/questionnaireTemplate/:id": ["hr"],
  "DELETE /api/questionnaireTemplate/:id": ["hr"],
  "GET /api/questionnaire": "user",
  "POST /api/questionnaire": ["hr"],
  "GET /api/questionnaire/:id": "user",
  "PUT /api/questionnaire/:id": "user",
  "POST /api/questionnaire/:id/response": "user",
  "GET /api/questionnaire/:id/results": "user",
  "GET /report/questionnaire/:id": "user",
  // [questionnaires] end
  // [other-report] begin (issue 11)
  // Egyéb Kimutatások (issue 11 §4): HR figures for hr; asset value also assetManager, car km also
  // fleetManager (OTHER_REPORT_ROLES in other-report.contract.ts holds the same; a test keeps them equal)
  "GET /api/report/other/headcount": ["hr"],
  "GET /report/other/headcount": ["hr"],
  "GET /api/report/other/turnover": ["hr"],
  "GET /report/other/turnover": ["hr"],
  "GET /api/report/other/ageBands": ["hr"],
  "GET /report/other/ageBands": ["hr"],
  "GET /api/report/other/leave": ["hr"],
  "GET /report/other/leave": ["hr"],
  "GET /api/report/other/assetValue": ["hr", "assetManager"],
  "GET /report/other/assetValue": ["hr", "assetManager"],
  "GET /api/report/other/carKm": ["hr", "fleetManager"],
  "GET /report/other/carKm": ["hr", "fleetManager"],
  "GET /api/report/other/points": ["hr"],
  "GET /report/other/points": ["hr"],
  "GET /api/report/other/questionnaireResponses": ["hr"],
  "GET /report/other/questionnaireResponses": ["hr"],
  // [other-report] end
  // [home] begin (issue 11)
  // the home page cards: about the caller for everyone signed in; the company charts hr (companyAdmin passes)
  "GET /api/home/absences": "user",
  "GET /api/home/approvals": "user",
  "GET /api/home/points": "user",
  "GET /api/home/myAssets": "user",
  "GET /api/home/hrCharts": ["hr"],
  "GET /api/home/referenceData": ["hr"],
  // [home] end
  // [reference-data] the tables the rules read (issue 22 §4); read-only, loading is the operator's CLI
  "GET /api/referenceData": ["companyAdmin"],
  "GET /api/calendarYear": "user",
  // [attachments] files on projects, partners, cars, assets, external resources (issue 23 §4): any signed-in
  // user; the service applies the record's own read (list, download) and edit (upload, delete) rules
  // the signed download link of an attachment: no sign-in, the signature is the right (attachment-links.ts)
  "GET /api/attachmentFile/:attachmentId": "tenant",
  "GET /api/project/:id/attachment": "user",
  "POST /api/project/:id/attachment": "user",
  "GET /api/project/:id/attachment/:attachmentId": "user",
  "DELETE /api/project/:id/attachment/:attachmentId": "user",
  "GET /api/partner/:id/attachment": "user",
  "POST /api/partner/:id/attachment": "user",
  "GET /api/partner/:id/attachment/:attachmentId": "user",
  "DELETE /api/partner/:id/attachment/:attachmentId": "user",
  "GET /api/car/:id/attachment": "user",
  "POST /api/car/:id/attachment": "user",
  "GET /api/car/:id/attachment/:attachmentId": "user",
  "DELETE /api/car/:id/attachment/:attachmentId": "user",
  "GET /api/asset/:id/attachment": "user",
  "POST /api/asset/:id/attachment": "user",
  "GET /api/asset/:id/attachment/:attachmentId": "user",
  "DELETE /api/asset/:id/attachment/:attachmentId": "user",
  "GET /api/externalResource/:id/attachment": "user",
  "POST /api/externalResource/:id/attachment": "user",
  "GET /api/externalResource/:id/attachment/:attachmentId": "user",
  "DELETE /api/externalResource/:id/attachment/:attachmentId": "user",
  // [attachments] end
};

/** Routes that plugins register (SPA static files, OpenAPI UI): public, matched by prefix. */
export const publicRoutePrefixes: readonly string[] = ["/api/docs", "/*", "/assets/"];

/** The access rule of a registered route, or undefined when it is not declared. HEAD follows GET. */
export function accessFor(method: string, url: string): Access | undefined {
  const m = method === "HEAD" ? "GET" : method;
  const declared = accessMatrix[`${m} ${url}`];
  if (declared) return declared;
  if (publicRoutePrefixes.some((prefix) => url === prefix || url.startsWith(prefix))) return "public";
  return undefined;
}

/** Report size limits, without zod (the directory page shows them on its first render, issue 19 §6). */

/** Longest range one attendance `.xlsx` may cover, in days (both ends included). */
export const ATTENDANCE_XLSX_MAX_DAYS = 366;

/** Most employees one `POST /report/employee/all` export may list. */
export const EMPLOYEE_EXPORT_MAX = 5000;
/** Most cards one `POST /report/employee/all/CardData` may produce. */
export const CARD_DATA_MAX = 2000;

import { randomBytes, randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { ATTENDANCE_CODES, type AttendanceMonth } from "@office/shared/attendance/attendance.contract";
import { formatDateHu, formatDateRangeHu, formatDays } from "@office/shared/hu/format";
import type { LeaveDay, LeaveRequest } from "@office/shared/leave/leave.contract";
import { makeBankAccount, makeTajNumber, makeTaxId } from "../apps/server/src/demo/identifiers.ts";
import { callApi } from "./support/api.ts";
import { ATTENDANCE_XLSX_LEAD, ATTENDANCE_XLSX_TOTALS, expectedXlsxRow } from "./support/attendance.ts";
import {
  apiSession,
  authUserOf,
  expect,
  newSignedInContext,
  test,
  type Session,
} from "./support/fixtures.ts";
import { balanceFigure, pickWorkingDayBlock, type DateRange } from "./support/leave.ts";
import { simplePdf } from "./support/pdf.ts";
import { openApp, openDrawer, toast, waitForApp } from "./support/shell.ts";
import { TEST_IDS } from "./support/test-ids.ts";
import { readXlsx } from "./support/xlsx.ts";
import { pickPerson } from "./support/person-picker.ts";

// HR flows through the real UI (issue 3): a new employee with a document, a leave request from request to
// approval and notification, the attendance sheet download. The server's database is shared with the
// other specs running in parallel, so every record made here is unique to the run (random suffix, a free
// random block of December working days) and the leave request is withdrawn again at the end.

/** The demo data's "today" (apps/server/src/demo/leave-seed.ts DEMO_TODAY). */
const DEMO_TODAY = "2026-11-20";
/** Where the leave request goes: after the seeded leave, within 2026 (the last year the calendar has). */
const LEAVE_WINDOW = { from: "2026-12-01", to: "2026-12-23" } as const;
const LEAVE_DAYS = 3;
/** The attendance month downloaded: the demo data's "current" month. */
const ATTENDANCE_MONTH = { year: 2026, month: 11, key: "2026-11", label: "2026. november" } as const;

const suffix = () => randomBytes(3).toString("hex");

function requireSession(session: Session | null): Session {
  if (!session) throw new Error("signed-in test expected");
  return session;
}

/** An API call as the session's user; throws with the server's answer unless it is 2xx. */
async function apiAs<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callApi<T>(method, path, { ...session, body });
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** The downloaded file's bytes (the download is finished when this resolves). */
async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Clicks `trigger` and returns the download it starts. */
async function downloadBy(page: Page, trigger: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent("download");
  await trigger();
  return download;
}

test.describe("HR flows", () => {
  test.describe("as hr", () => {
    test.use({ signedInAs: "hr" });

    test("creates an employee, uploads a document to the record and downloads it", async ({
      page,
      session,
    }) => {
      requireSession(session);
      const id = suffix();
      const name = `Teszt Júlia ${id}`;
      const birthDate = "1991-04-17";
      await openApp(page, "/uj-munkatars");
      await expect(page.getByRole("heading", { level: 1, name: "Új munkatárs" })).toBeVisible();

      await test.step("fill the record with valid Hungarian identifiers and save it", async () => {
        await page.getByLabel("Név", { exact: true }).fill(name);
        await page.getByLabel("Törzsszám").fill(`E2E-${id}`);
        await page.getByLabel("Születési név").fill(name);
        await page.getByLabel("Anyja neve").fill("Minta Erzsébet");
        await page.getByLabel("Születési hely").fill("Szeged");
        await page.getByLabel("Születési dátum").fill(birthDate);
        await page.getByLabel("Adóazonosító jel").fill(makeTaxId(birthDate, randomInt(1000)));
        await page.getByLabel("TAJ szám").fill(makeTajNumber(randomInt(10_000_000, 100_000_000)));
        await page.getByLabel("Bankszámlaszám").fill(makeBankAccount("1177300", randomInt(1, 1_000_000)));
        await page.getByLabel("E-mail").fill(`teszt.julia.${id}@demo.example.hu`);
        await page.getByLabel("Telefon").fill("+36 30 123 4567");
        await page.getByLabel("Lakcím").fill("6720 Szeged, Kárász utca 1.");
        await page.getByLabel("Beosztás").fill("Bérszámfejtő");
        await page.getByLabel("Szervezeti egység").fill("Humánerőforrás");
        await pickPerson(page, "Vezető", "Tóth Eszter");
        await page.getByLabel("Munkaviszony kezdete").fill("2026-11-02");
        const created = page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().endsWith("/api/employee"),
        );
        await page.getByRole("button", { name: "Munkatárs felvétele" }).click();
        expect((await created).status()).toBe(200);
        await expect(toast(page, "Sikeres mentés")).toBeVisible();
      });

      await expect(page).toHaveURL(/\/munkatarsak\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(`Bérszámfejtő · Humánerőforrás · E2E-${id}`)).toBeVisible();

      const pdf = simplePdf(`Munkaszerzodes - ${name.normalize("NFD").replace(/[^\x20-\x7e]/g, "")}`);
      const fileName = `munkaszerződés-${id}.pdf`;
      const title = `Munkaszerződés ${id}`;
      await test.step("upload a PDF on the documents tab", async () => {
        await page.getByRole("tab", { name: "Dokumentumok" }).click();
        await expect(page).toHaveURL(/\?tab=dokumentumok$/);
        await expect(page.getByText("Még nincs feltöltött dokumentum.")).toBeVisible();
        await page
          .getByLabel(/^Fájl \(PDF/)
          .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdf });
        await page.getByLabel("Megnevezés").fill(title);
        await page.getByLabel("Típus").selectOption("munkaszerződés");
        await page.getByLabel("Érvényes eddig").fill("2027-12-31");
        const uploaded = page.waitForResponse(
          (r) => r.request().method() === "POST" && /\/api\/employee\/\d+\/document$/.test(r.url()),
        );
        await page.getByRole("button", { name: "Feltöltés" }).click();
        // The save toast of the record may still be showing: the answer tells this upload's outcome.
        expect((await uploaded).status()).toBe(200);
      });

      const row = page.getByTestId("documents-table").getByRole("row").filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(fileName);
      await expect(row.getByRole("cell", { name: "munkaszerződés", exact: true })).toBeVisible();
      await expect(row).toContainText("2027. 12. 31.");
      await expect(row).toContainText("Tóth Eszter");

      await test.step("download it again", async () => {
        const download = await downloadBy(page, () =>
          row.getByRole("button", { name: `${title} letöltése` }).click(),
        );
        expect(download.suggestedFilename()).toBe(fileName);
        const bytes = await bytesOf(download);
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(bytes.equals(pdf), "the same bytes as uploaded").toBe(true);
      });
    });

    test("downloads the month's attendance sheet as .xlsx: a sheet per month, a row per employee", async ({
      page,
      session,
    }) => {
      const hr = requireSession(session);
      const { year, month, key, label } = ATTENDANCE_MONTH;
      const attendance = () =>
        apiAs<AttendanceMonth>(hr, "GET", `/api/attendance?year=${year}&month=${month}`);
      await openApp(page, `/jelenleti-naptar?honap=${key}`);
      await expect(page.getByRole("table", { name: `Jelenléti ív: ${label}` })).toBeVisible();

      // Other specs may add employees meanwhile: the file lies between the sheet before and after it.
      const before = await attendance();
      const download = await downloadBy(page, () =>
        page.getByRole("button", { name: "Letöltés (.xlsx)" }).click(),
      );
      expect(download.suggestedFilename()).toBe(`jelenleti-iv-${key}.xlsx`);
      const sheets = await readXlsx(await download.path());
      const after = await attendance();

      expect(
        sheets.map((s) => s.name),
        "the month's sheet, then the legend",
      ).toEqual([key, "Jelmagyarázat"]);
      const [sheet] = sheets;
      if (!sheet) throw new Error("no month sheet");
      const [header, ...rows] = sheet.rows;
      expect(header).toEqual([
        ...ATTENDANCE_XLSX_LEAD,
        ...after.days.map((d) => d.day),
        ...ATTENDANCE_XLSX_TOTALS.map((c) => c.header),
      ]);

      const names = rows.map((r) => r[0]);
      expect(rows.length).toBeGreaterThanOrEqual(before.employees.length);
      expect(rows.length).toBeLessThanOrEqual(after.employees.length);
      expect(names).toEqual(expect.arrayContaining(before.employees.map((e) => e.name)));
      expect(after.employees.map((e) => e.name)).toEqual(expect.arrayContaining(names));
      expect(names).toContain("Szabó Péter");

      const peter = after.employees.find((e) => e.name === "Szabó Péter");
      if (!peter) throw new Error("Szabó Péter is not on the attendance sheet");
      expect(rows.find((r) => r[0] === "Szabó Péter")).toEqual(expectedXlsxRow(peter));
      expect(expectedXlsxRow(peter), "seeded leave in November").toContain(ATTENDANCE_CODES.leave.short);
    });
  });

  test.describe("as user", () => {
    test.use({ signedInAs: "user" });

    test("requests leave, the manager approves it, the employee is notified", async ({
      page,
      session,
      browser,
      baseURL,
    }) => {
      // Two users and several round trips on a two-core machine.
      test.slow();
      const user = requireSession(session);
      const hr = await apiSession("hr", baseURL ?? "");
      const employeeId = Number(authUserOf(user.token).employeeId);
      const balance = () => apiAs<LeaveDay>(user, "GET", `/api/employee/${employeeId}/leaveDay?year=2026`);
      const mine = await apiAs<LeaveRequest[]>(
        user,
        "GET",
        `/api/leave?scope=mine&start=${LEAVE_WINDOW.from}&end=${LEAVE_WINDOW.to}`,
      );
      const block: DateRange = pickWorkingDayBlock(
        LEAVE_WINDOW.from,
        LEAVE_WINDOW.to,
        LEAVE_DAYS,
        mine.filter((r) => r.status === "pending" || r.status === "approved"),
      );
      const range = `${formatDateHu(block.startDate)} – ${formatDateHu(block.endDate)}`;
      const note = `E2E ${suffix()}: év végi pihenés`;
      let requestId: number | null = null;

      try {
        const start = await balance();
        expect(start.remaining, "enough leave left for the request").toBeGreaterThanOrEqual(LEAVE_DAYS);
        // The page shows the current year: pin the browser's clock to the demo data's "today" so that
        // the test does not depend on the real date (the server accepts requests for any date).
        await page.clock.install({ time: new Date(`${DEMO_TODAY}T09:00:00+01:00`) });
        await openApp(page, "/szabadsagok");

        await test.step("the balance card shows the year's figures", async () => {
          await expect(page.getByRole("heading", { name: "Szabadságom (2026)" })).toBeVisible();
          await expect(balanceFigure(page, "Éves keret")).toHaveText(formatDays(start.entitlement.total));
          await expect(balanceFigure(page, "Kivett")).toHaveText(formatDays(start.taken));
          await expect(balanceFigure(page, "Jóváhagyásra vár")).toHaveText(formatDays(start.pending));
          await expect(balanceFigure(page, "Maradék")).toHaveText(formatDays(start.remaining));
        });

        await test.step("submit a szabadság request; the form counts the working days", async () => {
          const form = page.getByTestId("leave-request-form");
          await form.getByLabel("Típus").selectOption({ label: "Szabadság" });
          await form.getByLabel("Első nap").fill(block.startDate);
          await form.getByLabel("Utolsó nap").fill(block.endDate);
          const preview = page.getByTestId("working-days-preview");
          await expect(preview).toContainText(`A kért időszak ${LEAVE_DAYS} munkanap.`);
          await expect(preview).toContainText(
            `A kérelem után ${start.remaining - LEAVE_DAYS} munkanap szabadságod maradna.`,
          );
          await form.getByLabel("Megjegyzés").fill(note);
          const posted = page.waitForResponse(
            (r) => r.request().method() === "POST" && r.url().endsWith(`/api/employee/${employeeId}/leave`),
          );
          await form.getByRole("button", { name: "Kérelem beküldése" }).click();
          const response = await posted;
          expect(response.status(), await response.text()).toBe(200);
          requestId = ((await response.json()) as LeaveRequest).id;
          await expect(toast(page, "Sikeres mentés")).toBeVisible();
        });

        const myRow = page.getByTestId("my-requests").getByRole("row").filter({ hasText: note });
        await test.step("the request is pending and counted in the balance", async () => {
          await expect(myRow).toContainText(range);
          await expect(myRow).toContainText(formatDays(LEAVE_DAYS));
          await expect(myRow).toContainText("Jóváhagyásra vár");
          await expect(balanceFigure(page, "Jóváhagyásra vár")).toHaveText(
            formatDays(start.pending + LEAVE_DAYS),
          );
          await expect(balanceFigure(page, "Maradék")).toHaveText(formatDays(start.remaining - LEAVE_DAYS));
          await expect(balanceFigure(page, "Kivett")).toHaveText(formatDays(start.taken));
        });

        await test.step("the manager (pm) approves it in the approvals inbox", async () => {
          const pm = await newSignedInContext(browser, "pm", baseURL ?? "");
          try {
            const pmPage = await pm.context.newPage();
            await pmPage.goto("/szabadsagok");
            await waitForApp(pmPage);
            const inbox = pmPage.getByTestId("approvals-inbox");
            await expect(inbox.getByRole("heading", { name: /^Jóváhagyásra váró kérelmek/ })).toBeVisible();
            const row = inbox.getByRole("row").filter({ hasText: note });
            await expect(row).toContainText("Szabó Péter");
            await expect(row).toContainText(range);
            await expect(row).toContainText(formatDays(LEAVE_DAYS));
            const approved = pmPage.waitForResponse(
              (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/leave/${requestId}/approve`),
            );
            await row.getByRole("button", { name: "Döntés: Szabó Péter kérelme" }).click();
            const panel = pmPage.getByTestId("decision-panel");
            await expect(panel.getByTestId("decision-context")).toBeVisible();
            await panel.getByRole("button", { name: "Jóváhagyás" }).click();
            expect((await approved).status()).toBe(200);
            await expect(toast(pmPage, "Sikeres mentés")).toBeVisible();
            await expect(row).toHaveCount(0);
          } finally {
            await pm.context.close();
          }
        });

        await test.step("the employee finds the decision in the notification drawer", async () => {
          const drawer = await openDrawer(page);
          const item = drawer
            .getByTestId(TEST_IDS.notificationItem)
            .filter({ hasText: "Távollét kérelem jóváhagyva" })
            .filter({ hasText: formatDateRangeHu(block.startDate, block.endDate) });
          await expect(item).toHaveCount(1);
          await expect(item).toContainText(
            `Szabadság: ${formatDateRangeHu(block.startDate, block.endDate)} (${LEAVE_DAYS} munkanap)`,
          );
          await expect(item).toContainText("Döntött: Kiss Gábor");
          // Unseen until the employee closes it.
          await item.getByTestId(TEST_IDS.notificationClose).click();
          await expect(item.getByTestId(TEST_IDS.notificationClose)).toHaveCount(0);
          await page.keyboard.press("Escape");
          await expect(drawer).toBeHidden();
        });

        await test.step("the request shows as approved and the days as taken", async () => {
          await page.reload();
          await waitForApp(page);
          await expect(myRow).toContainText("Jóváhagyva");
          await expect(myRow).toContainText("Kiss Gábor");
          await expect(balanceFigure(page, "Kivett")).toHaveText(formatDays(start.taken + LEAVE_DAYS));
          await expect(balanceFigure(page, "Jóváhagyásra vár")).toHaveText(formatDays(start.pending));
          await expect(balanceFigure(page, "Maradék")).toHaveText(formatDays(start.remaining - LEAVE_DAYS));
        });
      } finally {
        // Give the days back, so a retry or the next run finds them free (hr may withdraw any request).
        // A failed clean-up is noted, not thrown: it must not hide the test's own error.
        if (requestId !== null) {
          const res = await callApi("PUT", `/api/leave/${requestId}/cancel`, {
            ...hr,
            body: { reason: "E2E: a teszt visszaadja a napokat." },
          });
          if (res.status !== 200) {
            test.info().annotations.push({
              type: "cleanup",
              description: `cancelling leave ${requestId} → ${res.status} ${JSON.stringify(res.body)}`,
            });
          }
        }
      }
    });
  });
});

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { isWorkingDay } from "@office/shared/hu/calendar";
import { formatDateHu } from "@office/shared/hu/format";
import { addDays } from "@office/shared/hu/iso-date";
import type { AbsenceType } from "@office/shared/leave/absence-type.contract";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { callApi } from "./support/api.ts";
import {
  apiSession,
  authUserOf,
  expect,
  newSignedInContext,
  test,
  type Session,
} from "./support/fixtures.ts";
import { pickWorkingDayBlock } from "./support/leave.ts";
import { pickPerson } from "./support/person-picker.ts";
import { openApp, toast, waitForApp } from "./support/shell.ts";

// Issue 22 §1–§2 through the real UI: hr adds an absence type that an employee then requests, and a
// request of a two-step type (manager, then hr) whose manager is away today and has a stand-in: the
// stand-in decides the first step (seeing the team's absences and the balance), hr the second. The
// database is shared with the other specs: every record is unique to the run and given back at the end.

/** Where the test requests go: a random free block of December 2026 working days (as hr-flows does). */
const WINDOW = { from: "2026-12-01", to: "2026-12-23" } as const;
const CLEANUP_REASON = "E2E: a teszt visszaadja a napokat.";

const suffix = () => randomBytes(3).toString("hex");

/** An API call as the session's user; throws with the server's answer unless it is 2xx. */
async function apiAs<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callApi<T>(method, path, { ...session, body });
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** Runs a clean-up call; a failure is noted on the test, never thrown over the test's own error. */
async function cleanUp(what: string, call: () => Promise<{ status: number; body: unknown }>) {
  const res = await call();
  if (res.status >= 300) {
    test.info().annotations.push({
      type: "cleanup",
      description: `${what} → ${res.status} ${JSON.stringify(res.body)}`,
    });
  }
}

/** A free block of `days` December working days of the session's employee. */
async function freeBlock(session: Session, days: number) {
  const mine = await apiAs<LeaveRequest[]>(
    session,
    "GET",
    `/api/leave?scope=mine&start=${WINDOW.from}&end=${WINDOW.to}`,
  );
  return pickWorkingDayBlock(
    WINDOW.from,
    WINDOW.to,
    days,
    mine.filter((r) => r.status !== "rejected" && r.status !== "cancelled"),
  );
}

/** Today in Budapest as `YYYY-MM-DD` (the server decides "away today" by the Hungarian date). */
function budapestToday(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest" }).format(new Date());
}

/** Opens the "Döntés" panel of the inbox row holding `note` and approves it. */
async function approveInInbox(page: Page, note: string, employeeName: string): Promise<void> {
  await openApp(page, "/szabadsagok");
  const row = page.getByTestId("approvals-inbox").getByRole("row").filter({ hasText: note });
  await row.getByRole("button", { name: `Döntés: ${employeeName} kérelme` }).click();
  const panel = page.getByTestId("decision-panel");
  const context = panel.getByTestId("decision-context");
  await expect(context.getByRole("heading", { name: "Ki más van távol ezekben a napokban?" })).toBeVisible();
  await expect(context.getByRole("heading", { name: "Keret a jóváhagyás után" })).toBeVisible();
  await panel.getByRole("button", { name: "Jóváhagyás" }).click();
  await expect(toast(page, "Sikeres mentés")).toBeVisible();
  await expect(row).toHaveCount(0);
}

test.describe("absence types (issue 22 §1)", () => {
  test.use({ signedInAs: "hr" });

  test("HR adds an absence type", async ({ page, session, browser, baseURL }) => {
    test.slow();
    const hr = session as Session;
    const user = await apiSession("user", baseURL ?? "");
    const userId = Number(authUserOf(user.token).employeeId);
    const tag = suffix();
    const name = `Tanulmányi szabadság ${tag}`;
    const code = `tanulmanyi_${tag}`;
    const note = `E2E ${tag}: vizsga`;
    let typeId: number | null = null;
    let requestId: number | null = null;
    try {
      await test.step("hr creates the type from /szabadsagok → Távollét-típusok", async () => {
        await openApp(page, "/szabadsagok");
        await page.getByRole("link", { name: "Távollét-típusok" }).click();
        await expect(page).toHaveURL(/\/tavollet-tipusok$/);
        await expect(page.getByRole("row", { name: /Betegszabadság/ }).getByText("Törvényi")).toBeVisible();
        await page.getByRole("button", { name: "Új típus" }).click();
        const form = page.getByTestId("absence-type-form");
        await form.getByLabel("Név", { exact: true }).fill(name);
        await form.getByLabel("Kód", { exact: true }).fill(code);
        await form
          .getByLabel("Leírás")
          .fill("Tanulmányi kötelezettség teljesítéséhez (Mt. 55. § (1) g); a cég saját típusa.");
        await form.getByLabel("Jóváhagyás").selectOption({ label: "Vezető" });
        await form.getByLabel("Jelenléti kód").selectOption({ label: "Munkavégzés alóli mentesülés (M)" });
        await form.getByLabel("A munkatársak ezt látják").fill("Tanulmányi szabadság");
        await form.getByLabel("Éves keret").fill("5");
        await form.getByRole("switch", { name: "Fizetett távollét" }).check();
        const created = page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().endsWith("/api/absenceType"),
        );
        await form.getByRole("button", { name: "Létrehozás" }).click();
        const response = await created;
        expect(response.status(), await response.text()).toBe(200);
        typeId = ((await response.json()) as AbsenceType).id;
        await expect(toast(page, "Sikeres mentés")).toBeVisible();
        const row = page.getByRole("row", { name: new RegExp(name) });
        await expect(row).toContainText(code);
        await expect(row).toContainText("5 nap");
        await expect(row).toContainText("Aktív");
      });

      await test.step("the employee requests it on /szabadsagok", async () => {
        const block = await freeBlock(user, 2);
        const employee = await newSignedInContext(browser, "user", baseURL ?? "");
        try {
          const userPage = await employee.context.newPage();
          await userPage.goto("/szabadsagok");
          await waitForApp(userPage);
          const form = userPage.getByTestId("leave-request-form");
          await form.getByLabel("Típus").selectOption({ label: name });
          await expect(form).toContainText("Mt. 55. § (1) g)");
          await form.getByLabel("Első nap").fill(block.startDate);
          await form.getByLabel("Utolsó nap").fill(block.endDate);
          await expect(userPage.getByTestId("working-days-preview")).toContainText(
            "A kért időszak 2 munkanap.",
          );
          await form.getByLabel("Megjegyzés").fill(note);
          const posted = userPage.waitForResponse(
            (r) => r.request().method() === "POST" && r.url().endsWith(`/api/employee/${userId}/leave`),
          );
          await form.getByRole("button", { name: "Kérelem beküldése" }).click();
          const response = await posted;
          expect(response.status(), await response.text()).toBe(200);
          requestId = ((await response.json()) as LeaveRequest).id;
          const row = userPage.getByTestId("my-requests").getByRole("row").filter({ hasText: note });
          await expect(row).toContainText(name);
          await expect(row).toContainText(
            `${formatDateHu(block.startDate)} – ${formatDateHu(block.endDate)}`,
          );
          await expect(row).toContainText("Jóváhagyásra vár");
        } finally {
          await employee.context.close();
        }
      });
    } finally {
      const request = requestId;
      if (request !== null)
        await cleanUp(`cancelling leave ${request}`, () =>
          callApi("PUT", `/api/leave/${request}/cancel`, { ...user, body: { reason: null } }),
        );
      const type = typeId;
      if (type !== null)
        await cleanUp(`deleting absence type ${type}`, () =>
          callApi("DELETE", `/api/absenceType/${type}`, hr),
        );
    }
  });
});

test.describe("approval that never stalls (issue 22 §2)", () => {
  test.use({ signedInAs: "admin" });

  test("a request through two steps with a stand-in", async ({ page, session, browser, baseURL }) => {
    // Four users and several round trips on a two-core machine.
    test.slow();
    const admin = session as Session;
    const hr = await apiSession("hr", baseURL ?? "");
    const pm = await apiSession("pm", baseURL ?? "");
    const adminId = Number(authUserOf(admin.token).employeeId);
    const pmId = Number(authUserOf(pm.token).employeeId);
    const note = `E2E ${suffix()}: költözés`;
    const previousDeputy = await apiAs<{ deputyId: number | null }>(
      admin,
      "GET",
      `/api/employee/${adminId}/deputy`,
    );
    let awayId: number | null = null;
    let requestId: number | null = null;

    try {
      await test.step("the manager (admin, Horváth Katalin) is on approved leave today", async () => {
        const today = budapestToday();
        let end = today;
        while (!isWorkingDay(end)) end = addDays(end, 1);
        const existing = await apiAs<LeaveRequest[]>(
          admin,
          "GET",
          `/api/employee/${adminId}/leave?start=${today}&end=${end}`,
        );
        const covering = existing.find(
          (r) => r.status === "approved" && r.startDate <= today && r.endDate >= today,
        );
        if (covering) return;
        const away = await apiAs<LeaveRequest>(admin, "POST", `/api/employee/${adminId}/leave`, {
          leaveType: "szabadsag",
          startDate: today,
          endDate: end,
          note: "E2E: a vezető ma távol van",
        });
        awayId = away.id;
        // Horváth Katalin has no manager: hr decides her szabadság.
        await apiAs(hr, "PUT", `/api/leave/${away.id}/approve`, { note: null, step: away.currentStep ?? 0 });
      });

      await test.step("she names Szabó Péter her stand-in on /profil", async () => {
        await openApp(page, "/profil");
        const card = page.getByTestId("deputy-card");
        await expect(card.getByRole("heading", { name: "Helyettes a távollétem idejére" })).toBeVisible();
        await pickPerson(card, "Helyettes", "Szabó Péter");
        await card.getByRole("button", { name: "Helyettes mentése" }).click();
        await expect(toast(page, "Sikeres mentés")).toBeVisible();
        await expect(card).toContainText("Jelenlegi helyettes: Szabó Péter");
      });

      await test.step("Kiss Gábor asks for fizetés nélküli szabadság (manager, then hr)", async () => {
        const block = await freeBlock(pm, 2);
        const request = await apiAs<LeaveRequest>(pm, "POST", `/api/employee/${pmId}/leave`, {
          leaveType: "fizetes_nelkuli",
          ...block,
          note,
        });
        requestId = request.id;
        expect(request.status).toBe("pending");
        expect(request.steps.map((s) => s.kind)).toEqual(["manager", "hr"]);
        expect(request.currentStep).toBe(0);
      });

      await test.step("the stand-in approves the manager's step, seeing the team and the balance", async () => {
        const deputy = await newSignedInContext(browser, "user", baseURL ?? "");
        try {
          await approveInInbox(await deputy.context.newPage(), note, "Kiss Gábor");
        } finally {
          await deputy.context.close();
        }
      });

      await test.step("hr sees the manager's step done and approves the second", async () => {
        const hrContext = await newSignedInContext(browser, "hr", baseURL ?? "");
        try {
          const hrPage = await hrContext.context.newPage();
          await hrPage.goto("/szabadsagok");
          await waitForApp(hrPage);
          const row = hrPage.getByTestId("approvals-inbox").getByRole("row").filter({ hasText: note });
          await expect(row.getByTestId("leave-steps")).toHaveText("Vezető ✓ · HR – vár");
          await approveInInbox(hrPage, note, "Kiss Gábor");
        } finally {
          await hrContext.context.close();
        }
      });

      await test.step("Kiss Gábor sees it approved, and who decided each step", async () => {
        const employee = await newSignedInContext(browser, "pm", baseURL ?? "");
        try {
          const pmPage = await employee.context.newPage();
          await pmPage.goto("/szabadsagok");
          await waitForApp(pmPage);
          const row = pmPage.getByTestId("my-requests").getByRole("row").filter({ hasText: note });
          await expect(row).toContainText("Fizetés nélküli szabadság");
          await expect(row).toContainText("Jóváhagyva");
          await row.getByRole("button", { name: /^Előzmények/ }).click();
          const history = pmPage.getByTestId("leave-history");
          await expect(history).toContainText("Szabó Péter");
          await expect(history).toContainText("Tóth Eszter");
        } finally {
          await employee.context.close();
        }
      });
    } finally {
      const request = requestId;
      if (request !== null)
        await cleanUp(`cancelling leave ${request}`, () =>
          callApi("PUT", `/api/leave/${request}/cancel`, { ...hr, body: { reason: CLEANUP_REASON } }),
        );
      const away = awayId;
      if (away !== null)
        await cleanUp(`cancelling leave ${away}`, () =>
          callApi("PUT", `/api/leave/${away}/cancel`, { ...hr, body: { reason: CLEANUP_REASON } }),
        );
      await cleanUp("restoring the deputy", () =>
        callApi("PUT", `/api/employee/${adminId}/deputy`, {
          ...admin,
          body: { deputyId: previousDeputy.deputyId },
        }),
      );
    }
  });
});

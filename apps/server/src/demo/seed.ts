import { eq } from "drizzle-orm";
import type { Platform } from "../platform/platform.ts";
import { hashPassword } from "../platform/passwords.ts";
import { tenants } from "../modules/tenants/tenants.table.ts";
import { insertAccount, insertTenant } from "../modules/tenants/tenants.service.ts";
import { insertNotifications, skipEmailOfAll } from "../modules/notifications/notifications.repository.ts";
import { users } from "../modules/auth/auth.table.ts";
import { seedStaff } from "./staff-seed.ts";
import { seedAbsenceVariety } from "./absence-seed.ts";
import { seedLeave } from "./leave-seed.ts";
import { seedLeaveYearEnd } from "./leave-year-end-seed.ts";
import { seedAssets } from "./asset-seed.ts";
import { seedDocuments } from "./document-seed.ts";
import { seedCostCenters, seedExternalResources, seedPartners } from "./partner-seed.ts";
// [projects]
import { seedProjects } from "./project-seed.ts";
import { seedProjectTasks } from "./project-task-seed.ts";
import { seedTimeRecords } from "./time-seed.ts";
import { seedAllocations } from "./allocation-seed.ts";

// [events]
import { seedEvents } from "./event-seed.ts";
// [fleet] begin (issue 10)
import { seedFleet } from "./fleet-seed.ts";
// [fleet] end
// [assets] begin (issue 10)
import { seedAssetRecords } from "./asset-handover-seed.ts";
import { seedReminderDemo } from "./reminder-seed.ts";
import { seedAttachments } from "./attachment-seed.ts";
// [assets] end
// [applicants] begin (issue 11)
import { seedApplicants } from "./applicant-seed.ts";
// [applicants] end
// [points] begin (issue 11)
import { seedPoints } from "./points-seed.ts";
// [points] end
// [questionnaires] begin (issue 11)
import { seedQuestionnaires } from "./questionnaire-seed.ts";
// [questionnaires] end
// [other-report] begin (issue 11)
// [other-report] end
// [home] begin (issue 11)
// [home] end

/** The demo password of every demo account (DESIGN §10). Demo accounts bypass the password policy. */
export const DEMO_PASSWORD = "demo1234";

/** Demo accounts of tenant `demo` (DESIGN §10): admin has every role. */
export const DEMO_USERS = [
  {
    username: "admin",
    name: "Horváth Katalin",
    position: "Ügyvezető igazgató",
    department: "Vezetőség",
    roles: ["companyAdmin", "hr", "employeeWages2", "projectManager", "fleetManager", "assetManager"],
  },
  { username: "hr", name: "Tóth Eszter", position: "HR vezető", department: "Humánerőforrás", roles: ["hr"] },
  {
    username: "pm",
    name: "Kiss Gábor",
    position: "Projektmenedzser",
    department: "Projektiroda",
    roles: ["projectManager"],
  },
  {
    username: "user",
    name: "Szabó Péter",
    position: "Szoftverfejlesztő",
    department: "Fejlesztés",
    roles: [],
  },
] as const;

const HOUR = 60 * 60 * 1000;

/**
 * Creates the demo tenants on an empty database (DESIGN §10): `demo` (a Hungarian engineering firm
 * with ~80 employees, four demo accounts and notifications exercising both SPEC §2 click rules) and
 * `beta` (small, own branding, `admin`). Deterministic (fixed seed). Returns false when `demo`
 * already exists (nothing is touched).
 */
export async function seedDemoData(p: Platform): Promise<boolean> {
  const { database } = p;
  const existing = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "demo"));
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const password = { hash: passwordHash };
  const now = Date.now();

  const demoId = await insertTenant(database, {
    slug: "demo",
    name: "Dunakanyar Mérnökiroda Kft.",
    headerColor: "#1d4d34",
    logoSrc: "/brand/demo-logo.svg",
    logoHeight: "30px",
    taxNumber: "24638173-2-13",
    postalCode: "2600",
    city: "Vác",
    address: "Széchenyi utca 12.",
  });
  await database.withTenant(demoId, async (tx) => {
    const { accountEmployeeIds } = await seedStaff(tx, demoId, DEMO_USERS);
    const userIds: number[] = [];
    for (const [i, u] of DEMO_USERS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: demoId,
          username: u.username,
          email: `${u.username}@demo.example.hu`,
          passwordHash,
          employeeId: accountEmployeeIds[i] ?? null,
          roles: [...u.roles],
        })
        .returning({ id: users.id });
      if (row) userIds.push(row.id);
    }
    await seedLeave(tx, demoId, {
      approverUserId: userIds[1] ?? 0,
      keepBalanceFor: accountEmployeeIds[3] ?? 0,
    });
    await seedAbsenceVariety(tx, demoId, { approverUserId: userIds[1] ?? 0, accountEmployeeIds });
    await seedLeaveYearEnd(tx, demoId); // the finished 2025 year-end (issue 22 §3)
    await seedAssets(tx, demoId);
    await seedDocuments(p, tx, demoId, "demo", { userId: userIds[1] ?? 0, name: DEMO_USERS[1].name });
    await seedCostCenters(tx, demoId);
    await seedPartners(tx, demoId);
    await seedExternalResources(tx, demoId);
    // [projects]
    const account = (i: number) => ({
      userId: userIds[i] ?? 0,
      employeeId: accountEmployeeIds[i] ?? 0,
      name: DEMO_USERS[i]?.name ?? "",
    });
    await seedProjects(tx, demoId, { admin: account(0), hr: account(1), pm: account(2), user: account(3) });
    // [project-tasks] tasks inside four active projects (issue 21 §3)
    await seedProjectTasks(tx, demoId, {
      userEmployeeId: accountEmployeeIds[3] ?? 0,
      createdBy: accountEmployeeIds[2] ?? 0,
    });
    // [wt-planner-api] resource allocations (issue 9 §3)
    await seedAllocations(tx, demoId, {
      pmEmployeeId: accountEmployeeIds[2] ?? 0,
      userEmployeeId: accountEmployeeIds[3] ?? 0,
      createdByUserId: userIds[2] ?? null,
    });

    // [working-time] a year of time records, past months closed (issue 21)
    await seedTimeRecords(tx, demoId, { userId: userIds[1] ?? 0, name: DEMO_USERS[1].name });
    // [events]
    await seedEvents(tx, demoId, { userIds, accountEmployeeIds });
    // [fleet] begin (issue 10)
    await seedFleet(tx, demoId, {
      adminEmployeeId: accountEmployeeIds[0] ?? 0,
      userEmployeeId: accountEmployeeIds[3] ?? 0,
    });
    // [fleet] end
    // [assets] begin (issue 10)
    await seedAssetRecords(tx, demoId, {
      admin: { ...account(0), username: DEMO_USERS[0].username },
      user: { ...account(3), username: DEMO_USERS[3].username },
    });
    // [assets] end
    // [reminders] car services, a contract and warranties that expire soon (issue 23 §2)
    await seedReminderDemo(tx, demoId, { userEmployeeId: accountEmployeeIds[3] ?? 0 });
    // [attachments] a car's insurance policy, a warranty card, a project plan and two contracts (issue 23 §4)
    await seedAttachments(p, tx, demoId, "demo", {
      userEmployeeId: accountEmployeeIds[3] ?? 0,
      adminUserId: userIds[0] ?? 0,
      pmUserId: userIds[2] ?? 0,
    });
    // [applicants] begin (issue 11)
    await seedApplicants(p, tx, demoId, "demo", { userId: userIds[1] ?? 0, name: DEMO_USERS[1].name });
    // [applicants] end
    // [points] begin (issue 11)
    await seedPoints(tx, demoId, {
      userEmployeeId: accountEmployeeIds[3] ?? 0,
      hrUserId: userIds[1] ?? 0,
      adminUserId: userIds[0] ?? 0,
    });
    // [points] end
    // [questionnaires] begin (issue 11)
    await seedQuestionnaires(tx, demoId, { hr: account(1), user: account(3) });
    // [questionnaires] end
    // [other-report] begin (issue 11)
    // [other-report] end
    // [home] begin (issue 11)
    // [home] end

    // SPEC §2 click rules: the car notifications (→ /autok/{eventId}#distances) are the real expiry reminders
    // that seedFleet's run of the reminder job sends (issue 10); the project comments (→ /projektek/{eventId})
    // come from seedProjects (project 2); plus plain ones; some seen, some not.
    await insertNotifications(tx, demoId, userIds, {
      eventType: "event",
      eventId: null,
      title: "Évzáró rendezvény",
      description: "December 18-án 17 órától évzáró a budapesti irodában.\nKérjük, jelezd, ha részt veszel.",
      createdAt: new Date(now - 3 * 24 * HOUR),
    });
    await insertNotifications(tx, demoId, userIds, {
      eventType: "system",
      eventId: null,
      title: "Üdvözlünk az Office-ban",
      description: "Itt látod a neked szóló értesítéseket.\nA csengőre kattintva bármikor megnyithatod őket.",
      createdAt: new Date(now - 10 * 24 * HOUR),
      seenAt: new Date(now - 9 * 24 * HOUR),
    });
  });

  const betaId = await insertTenant(database, {
    slug: "beta",
    name: "Béta Logisztika Zrt.",
    headerColor: "#1f3a93",
    logoSrc: "/brand/beta-logo.svg",
    logoHeight: "34px",
  });
  await database.withTenant(betaId, async (tx) => {
    const { userId } = await insertAccount(tx, betaId, {
      username: "admin",
      email: "admin@beta.example.hu",
      name: "Varga Zoltán",
      position: "Ügyvezető",
      department: "Vezetőség",
      roles: DEMO_USERS[0].roles,
      password,
    });
    await insertAccount(tx, betaId, {
      username: "user",
      email: "user@beta.example.hu",
      name: "Molnár Anna",
      position: "Diszpécser",
      department: "Szállítmányozás",
      roles: [],
      password,
    });
    await insertNotifications(tx, betaId, [userId], {
      eventType: "system",
      eventId: null,
      title: "Üdvözlünk a Béta Logisztika Office felületén",
      description: "Ez a cég adatai elkülönülnek minden más cégétől.",
      createdAt: new Date(now - HOUR),
    });
  });
  // The seeded notifications are history: none of them goes out by e-mail (issue 23 §1).
  for (const id of [demoId, betaId]) await database.withTenant(id, (tx) => skipEmailOfAll(tx, id));
  return true;
}

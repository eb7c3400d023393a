import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { projectMembers, projects } from "../modules/projects/projects.table.ts";
import { projectTasks } from "../modules/project-tasks/project-tasks.table.ts";

/**
 * Demo tasks inside four active projects (issue 21 §3): a few per board column, assigned to the project's
 * members (the demo `user` where a member: the home page's „Feladataim” shows them), some done, some
 * overdue. Due dates are days from today. Call after {@link seedProjects}.
 */

type Status = "todo" | "doing" | "done";
/** `who`: "user" = the demo user's employee, a number = the n-th other member (rotating), null = nobody. */
type DemoTask = {
  title: string;
  status: Status;
  who: "user" | number | null;
  dueInDays: number | null;
  estimateHours: number | null;
  description?: string;
};

const DEMO_TASKS: Record<string, DemoTask[]> = {
  "PRJ-2025-07": [
    { title: "Alaprajzi terv véglegesítése", status: "done", who: 0, dueInDays: -20, estimateHours: 16 },
    {
      title: "Tűzvédelmi szakvélemény beszerzése",
      status: "doing",
      who: "user",
      dueInDays: -3,
      estimateHours: 6,
    },
    {
      title: "Rakodórámpák statikai ellenőrzése",
      status: "doing",
      who: 1,
      dueInDays: 5,
      estimateHours: 12,
      description: "A 4–7. rámpa födémterhelését a megrendelő új targoncái miatt újra kell számolni.",
    },
    {
      title: "Kivitelezői ajánlatok összevetése",
      status: "todo",
      who: "user",
      dueInDays: 9,
      estimateHours: 4,
    },
    { title: "Heti egyeztetés jegyzőkönyve", status: "todo", who: 2, dueInDays: 2, estimateHours: 1.5 },
    { title: "Átadási dokumentáció vázlata", status: "todo", who: null, dueInDays: null, estimateHours: 8 },
  ],
  "PRJ-2025-01": [
    { title: "Közműegyeztetés a vízművel", status: "done", who: "user", dueInDays: -30, estimateHours: 3 },
    {
      title: "Csapadékvíz-elvezetés kiviteli terve",
      status: "doing",
      who: 0,
      dueInDays: 12,
      estimateHours: 24,
    },
    {
      title: "Engedélyezési dokumentáció benyújtása",
      status: "todo",
      who: "user",
      dueInDays: -1,
      estimateHours: 2,
    },
    { title: "Geodéziai felmérés ellenőrzése", status: "todo", who: 1, dueInDays: 20, estimateHours: 5 },
  ],
  "PRJ-2025-05": [
    { title: "Nyomvonal-bejárás", status: "done", who: 0, dueInDays: -45, estimateHours: 6 },
    { title: "Hőveszteség-számítás", status: "done", who: "user", dueInDays: -12, estimateHours: 10 },
    { title: "Csőanyag-kiírás elkészítése", status: "doing", who: "user", dueInDays: 4, estimateHours: 7.5 },
    { title: "Forgalomterelési terv", status: "todo", who: 1, dueInDays: -6, estimateHours: 4 },
  ],
  "PRJ-2025-10": [
    { title: "Hatósági előírások összegyűjtése", status: "done", who: 0, dueInDays: -15, estimateHours: 5 },
    { title: "Technológiai séma frissítése", status: "doing", who: 1, dueInDays: 7, estimateHours: 14 },
    { title: "Költségbecslés a bővítéshez", status: "todo", who: 2, dueInDays: 14, estimateHours: 10 },
  ],
};

/** `today` shifted by `days`, as `YYYY-MM-DD` (UTC calendar). */
function daysFromToday(today: Date, days: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * Seeds {@link DEMO_TASKS} into the tenant's projects of those codes. `userEmployeeId` is the demo user's
 * employee (assigned only where a member); `createdBy` the employee of the demo pm. Throws when a project
 * code is missing (the project seed changed).
 */
export async function seedProjectTasks(
  tx: Tx,
  tenantId: number,
  accounts: { userEmployeeId: number; createdBy: number },
  now = new Date(),
): Promise<void> {
  const codes = Object.keys(DEMO_TASKS);
  const rows = await tx
    .select({ id: projects.id, code: projects.code, managerId: projects.managerId })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.code, codes)));
  for (const code of codes) {
    const project = rows.find((r) => r.code === code);
    if (!project) throw new Error(`task seed: unknown project ${code}`);
    const members = (
      await tx
        .select({ id: projectMembers.employeeId })
        .from(projectMembers)
        .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.projectId, project.id)))
        .orderBy(projectMembers.employeeId)
    ).map((m) => m.id);
    const others = members.filter((id) => id !== accounts.userEmployeeId);
    const pick = (who: DemoTask["who"]): number | null => {
      if (who === null) return null;
      if (who === "user")
        return members.includes(accounts.userEmployeeId) ? accounts.userEmployeeId : (others[0] ?? null);
      return others.length > 0 ? (others[who % others.length] ?? null) : project.managerId;
    };
    const positions: Record<Status, number> = { todo: 0, doing: 0, done: 0 };
    const values = (DEMO_TASKS[code] ?? []).map((task) => ({
      tenantId,
      projectId: project.id,
      title: task.title,
      description: task.description ?? null,
      assigneeId: pick(task.who),
      dueDate: task.dueInDays === null ? null : daysFromToday(now, task.dueInDays),
      status: task.status,
      position: positions[task.status]++,
      estimateMinutes: task.estimateHours === null ? null : Math.round(task.estimateHours * 60),
      createdBy: accounts.createdBy || null,
    }));
    if (values.length > 0) await tx.insert(projectTasks).values(values);
  }
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { projectTaskSchema, type ProjectTask } from "@office/shared/projects/project-task.contract";
import type { Project } from "@office/shared/projects/projects.contract";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { notificationTypeInfo } from "@office/shared/notifications/notification-types";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

type Who = "admin" | "hr" | "pm" | "user" | "beta";

describe.each(backends)("project tasks API on %s", (backend) => {
  let t: TestApp;
  const tok: Record<Who, string> = { admin: "", hr: "", pm: "", user: "", beta: "" };
  const emp: Record<Who, number> = { admin: 0, hr: 0, pm: 0, user: 0, beta: 0 };
  let demoTenantId = 0;
  /** Managed by hr (no projectManager role), user a member, created by pm. */
  let projectId = 0;
  /** pm's project without members: user cannot see it. */
  let hiddenProjectId = 0;
  let betaProjectId = 0;

  function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: authed(who === "beta" ? "beta" : "demo", tok[who]),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
  async function createProject(who: Who, body: Record<string, unknown>): Promise<number> {
    const res = await call("POST", "/api/project", who, { startDate: "2026-01-01", ...body });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Project).id;
  }
  async function createTask(body: Record<string, unknown>, who: Who = "hr", pid = projectId) {
    const res = await call("POST", `/api/project/${pid}/task`, who, { status: "todo", ...body });
    expect(res.statusCode, res.body).toBe(200);
    return projectTaskSchema.strict().parse(res.json());
  }
  const listOf = async (pid = projectId, who: Who = "hr") =>
    (await call("GET", `/api/project/${pid}/task`, who)).json() as ProjectTask[];
  const column = (tasks: ProjectTask[], status: string) =>
    tasks.filter((x) => x.status === status).map((x) => [x.title, x.position]);

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const name of ["admin", "hr", "pm", "user"] as const) {
      tok[name] = await login(t, "demo", name);
      emp[name] = decodeJwt(tok[name]).employeeId as number;
    }
    tok.beta = await login(t, "beta", "admin");
    emp.beta = decodeJwt(tok.beta).employeeId as number;
    demoTenantId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    projectId = await createProject("pm", {
      code: "TSK-1",
      name: "Feladatteszt",
      managerId: emp.hr,
      memberIds: [emp.user],
    });
    hiddenProjectId = await createProject("pm", { code: "TSK-2", name: "Rejtett", memberIds: [] });
    betaProjectId = await createProject("beta", { code: "B-TSK", name: "Béta feladatok" });
  });
  afterAll(async () => t?.close());

  it("demo data: the demo user has open tasks in several projects, one overdue", async () => {
    const mine = (await call("GET", "/api/task/mine", "user")).json() as ProjectTask[];
    expect(new Set(mine.map((x) => x.projectCode)).size).toBeGreaterThanOrEqual(2);
    expect(mine.every((x) => x.status !== "done" && x.assigneeId === emp.user)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(mine.some((x) => x.dueDate !== null && x.dueDate < today)).toBe(true);
    const gyor = (await call("GET", "/api/project/2/task", "user")).json() as ProjectTask[];
    expect(new Set(gyor.map((x) => x.status))).toEqual(new Set(["todo", "doing", "done"]));
  });

  it("creates, lists, updates and deletes a task with the pinned fields", async () => {
    const created = await createTask({
      title: "  Alaprajz egyeztetése ",
      description: "Az építésszel",
      assigneeId: emp.user,
      dueDate: "2026-05-04",
      estimateHours: 2.5,
    });
    expect(created).toMatchObject({
      projectId,
      projectCode: "TSK-1",
      title: "Alaprajz egyeztetése",
      description: "Az építésszel",
      assigneeId: emp.user,
      assigneeName: expect.any(String),
      dueDate: "2026-05-04",
      status: "todo",
      position: 0,
      estimateHours: 2.5,
      bookedHours: 0,
    });
    const second = await createTask({ title: "Második" });
    expect(second).toMatchObject({ position: 1, assigneeId: null, assigneeName: null, estimateHours: null });
    expect((await listOf()).map((x) => x.id)).toEqual([created.id, second.id]);

    const put = await call("PUT", `/api/task/${created.id}`, "hr", {
      title: "Átnevezve",
      estimateHours: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: "Átnevezve",
      estimateHours: null,
      description: "Az építésszel",
    });
    expect((await call("GET", `/api/task/${created.id}`, "user")).json()).toMatchObject({
      title: "Átnevezve",
    });

    const del = await call("DELETE", `/api/task/${created.id}`, "hr");
    expect(del.statusCode).toBe(204);
    expect((await call("GET", `/api/task/${created.id}`, "hr")).statusCode).toBe(404);
    const rest = await listOf();
    expect(rest.map((x) => [x.id, x.position])).toEqual([[second.id, 0]]);
    const audit = await t.platform.database.withTenant(demoTenantId, (tx) =>
      tx.execute(sql`select action from audit_log where tenant_id = ${demoTenantId}
        and target = ${`projectTask:${created.id}`} order by id`),
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      "projectTask.created",
      "projectTask.updated",
      "projectTask.deleted",
    ]);
    await call("DELETE", `/api/task/${second.id}`, "pm");
  });

  it("notifies a new assignee (taskAssigned) but not one who assigns themselves", async () => {
    const assigned = async (who: Who) =>
      ((await call("GET", "/api/notification", who)).json() as Notification[]).filter(
        (n) => n.eventType === "taskAssigned",
      );
    const userBefore = (await assigned("user")).length;
    const hrBefore = (await assigned("hr")).length;
    const task = await createTask({ title: "Kiosztott", assigneeId: emp.user, dueDate: "2026-05-04" });
    const [note, ...older] = await assigned("user"); // newest first
    expect(older.length).toBe(userBefore);
    expect(note).toMatchObject({
      eventId: task.id,
      title: "Feladatot kaptál",
      description: "TSK-1 Feladatteszt: Kiosztott\nHatáridő: 2026. 05. 04.",
    });
    expect(notificationTypeInfo("taskAssigned").path(note?.eventId ?? null)).toBe(`/feladatok/${task.id}`);
    // the link's page resolves the task to its project (the assignee may read it)
    const resolved = await call("GET", `/api/task/${note?.eventId}`, "user");
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: task.id, projectId });
    // other changes, a move and a self-assignment notify nobody
    await call("PUT", `/api/task/${task.id}`, "hr", { title: "Átnevezett", status: "doing" });
    await call("PUT", `/api/task/${task.id}`, "hr", { assigneeId: emp.hr });
    const own = await createTask({ title: "Magamnak", assigneeId: emp.hr });
    expect((await assigned("user")).length).toBe(userBefore + 1);
    expect((await assigned("hr")).length).toBe(hrBefore);
    // a change back to user notifies user again, under the new title
    await call("PUT", `/api/task/${task.id}`, "hr", { assigneeId: emp.user });
    const after = await assigned("user");
    expect(after.length).toBe(userBefore + 2);
    expect(after.some((n) => n.description.startsWith("TSK-1 Feladatteszt: Átnevezett"))).toBe(true);
    for (const id of [task.id, own.id]) await call("DELETE", `/api/task/${id}`, "hr");
  });

  it("lets projectManager and the project's manager write, members only read", async () => {
    const byPm = await createTask({ title: "pm írja" }, "pm");
    const byAdmin = await createTask({ title: "admin írja" }, "admin");
    expect((await call("GET", `/api/project/${projectId}/task`, "user")).statusCode).toBe(200);
    const denied = await call("POST", `/api/project/${projectId}/task`, "user", {
      title: "x",
      status: "todo",
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Nincs jogosultságod ehhez a művelethez.");
    expect((await call("PUT", `/api/task/${byPm.id}`, "user", { status: "doing" })).statusCode).toBe(403);
    expect((await call("DELETE", `/api/task/${byPm.id}`, "user")).statusCode).toBe(403);
    // hr holds no projectManager role and manages only its own project
    const other = await call("POST", `/api/project/${hiddenProjectId}/task`, "hr", {
      title: "x",
      status: "todo",
    });
    expect(other.statusCode).toBe(404);
    // user is no member of the hidden project: 404, not 403
    expect((await call("GET", `/api/project/${hiddenProjectId}/task`, "user")).statusCode).toBe(404);
    const hidden = await createTask({ title: "Rejtett feladat" }, "pm", hiddenProjectId);
    expect((await call("GET", `/api/task/${hidden.id}`, "user")).statusCode).toBe(404);
    expect((await call("PUT", `/api/task/${hidden.id}`, "user", { status: "done" })).statusCode).toBe(404);
    for (const id of [byPm.id, byAdmin.id, hidden.id])
      expect((await call("DELETE", `/api/task/${id}`, "hr")).statusCode).toBe(id === hidden.id ? 404 : 204);
    expect((await call("DELETE", `/api/task/${hidden.id}`, "pm")).statusCode).toBe(204);
  });

  it("lets the assignee move their own task but change nothing else", async () => {
    const task = await createTask({ title: "Saját", assigneeId: emp.user, dueDate: "2026-06-01" });
    const move = await call("PUT", `/api/task/${task.id}`, "user", { status: "doing", position: 0 });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json()).toMatchObject({ status: "doing", position: 0 });
    // the unchanged fields may come along (a client sending the whole task)
    const same = await call("PUT", `/api/task/${task.id}`, "user", { title: "Saját", status: "done" });
    expect(same.statusCode, same.body).toBe(200);
    const rename = await call("PUT", `/api/task/${task.id}`, "user", { title: "Más" });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toMatch(/csak az állapotát/);
    expect((await call("PUT", `/api/task/${task.id}`, "user", { dueDate: "2026-07-01" })).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/task/${task.id}`, "user")).statusCode).toBe(403);

    const mineBefore = (await call("GET", "/api/task/mine", "user")).json() as ProjectTask[];
    expect(mineBefore.some((x) => x.id === task.id)).toBe(false); // done is not open
    await call("PUT", `/api/task/${task.id}`, "user", { status: "todo" });
    const mine = (await call("GET", "/api/task/mine", "user")).json() as ProjectTask[];
    expect(mine.find((x) => x.id === task.id)).toMatchObject({ projectName: "Feladatteszt", status: "todo" });
    const dues = mine.map((x) => x.dueDate ?? "9999");
    expect(dues).toEqual([...dues].sort());
    await call("DELETE", `/api/task/${task.id}`, "hr");
  });

  it("reorders inside a column and moves between columns, renumbering both", async () => {
    const [a, b, c] = [
      await createTask({ title: "A" }),
      await createTask({ title: "B" }),
      await createTask({ title: "C" }),
    ];
    if (!a || !b || !c) throw new Error("tasks not created");
    expect((await call("PUT", `/api/task/${c.id}`, "hr", { position: 0 })).statusCode).toBe(200);
    expect(column(await listOf(), "todo")).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
    await call("PUT", `/api/task/${a.id}`, "hr", { status: "doing" });
    await call("PUT", `/api/task/${c.id}`, "hr", { status: "doing", position: 0 });
    await call("PUT", `/api/task/${b.id}`, "hr", { status: "doing", position: 99 });
    const tasks = await listOf();
    expect(column(tasks, "todo")).toEqual([]);
    expect(column(tasks, "doing")).toEqual([
      ["C", 0],
      ["A", 1],
      ["B", 2],
    ]);
    await call("PUT", `/api/task/${b.id}`, "hr", { position: 1 });
    expect(column(await listOf(), "doing").map(([title]) => title)).toEqual(["C", "B", "A"]);
    for (const x of [a, b, c]) await call("DELETE", `/api/task/${x.id}`, "hr");
  });

  it("answers 400 with Hungarian field messages for bad input", async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await call("POST", `/api/project/${projectId}/task`, "hr", {
        title: "Ok",
        status: "todo",
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(res.json())).toMatch(message);
    };
    await bad({ title: "   " }, "title", /Add meg a feladat címét/);
    await bad({ estimateHours: -1 }, "estimateHours", /0 és 10 000 óra/);
    await bad({ estimateHours: 10_001 }, "estimateHours", /0 és 10 000 óra/);
    await bad({ estimateHours: "3" }, "estimateHours", /0 és 10 000 óra/);
    await bad({ dueDate: "2026-02-30" }, "dueDate", /ÉÉÉÉ-HH-NN/);
    await bad({ dueDate: "tegnap" }, "dueDate", /ÉÉÉÉ-HH-NN/);
    await bad({ status: "waiting" }, "status", /teendő, folyamatban vagy kész/);
    await bad({ assigneeId: emp.beta }, "assigneeId", /Ismeretlen/);
    await bad({ assigneeId: 2_147_483_647 }, "assigneeId", /Ismeretlen/);
    // pm is an active colleague but neither the manager nor a member of this project.
    await bad({ assigneeId: emp.pm }, "assigneeId", /projekt vezetője vagy tagja/);
    const task = await createTask({ title: "Érvényes", estimateHours: 10_000 });
    expect(task.estimateHours).toBe(10_000);
    const put = await call("PUT", `/api/task/${task.id}`, "hr", { position: -1 });
    expect(put.statusCode).toBe(400);
    expect((await call("PUT", `/api/task/${task.id}`, "hr", { assigneeId: emp.beta })).statusCode).toBe(400);
    await call("DELETE", `/api/task/${task.id}`, "hr");
  });

  it("keeps tenants apart: another tenant's ids are 404", async () => {
    const task = await createTask({ title: "Demós" });
    const betaTask = await createTask({ title: "Bétás" }, "beta", betaProjectId);
    expect((await call("GET", `/api/project/${projectId}/task`, "beta")).statusCode).toBe(404);
    expect((await call("POST", `/api/project/${projectId}/task`, "beta", { title: "x" })).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/task/${task.id}`, "beta")).statusCode).toBe(404);
    expect((await call("PUT", `/api/task/${task.id}`, "beta", { status: "done" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/task/${task.id}`, "beta")).statusCode).toBe(404);
    expect((await call("GET", `/api/project/${betaProjectId}/task`, "admin")).statusCode).toBe(404);
    expect((await call("PUT", `/api/task/${betaTask.id}`, "admin", { title: "x" })).statusCode).toBe(404);
    expect((await call("GET", "/api/task/mine", "beta")).json()).toEqual([]);
    await call("DELETE", `/api/task/${task.id}`, "hr");
  });

  it("sums bookedHours from ended work entries minus breaks", async () => {
    const task = await createTask({ title: "Könyvelt", assigneeId: emp.user, estimateHours: 3 });
    const entry = (start: string, end: string | null, breakMinutes: number, kind = "work") => sql`
      insert into time_entries (tenant_id, employee_id, work_date, start_time, end_time, starts_at, ends_at,
        break_minutes, kind, project_id, task_id)
      values (${demoTenantId}, ${emp.user}, ${start.slice(0, 10)}::date, ${start.slice(11, 16)}::time,
        ${end ? end.slice(11, 16) : null}::time, ${start}::timestamptz, ${end}::timestamptz,
        ${breakMinutes}, ${kind}, ${projectId}, ${task.id})`;
    await t.platform.database.withTenant(demoTenantId, async (tx) => {
      await tx.execute(entry("2026-03-02T08:00:00Z", "2026-03-02T11:00:00Z", 30)); // 2.5 h
      await tx.execute(entry("2026-03-03T08:00:00Z", "2026-03-03T10:00:00Z", 0)); // 2 h
      await tx.execute(entry("2026-03-04T08:00:00Z", "2026-03-04T12:00:00Z", 0, "standby")); // not work
      await tx.execute(entry("2026-03-05T08:00:00Z", null, 0)); // still running
    });
    const booked = (await listOf()).find((x) => x.id === task.id);
    expect(booked).toMatchObject({ estimateHours: 3, bookedHours: 4.5 });
    const mine = ((await call("GET", "/api/task/mine", "user")).json() as ProjectTask[]).find(
      (x) => x.id === task.id,
    );
    expect(mine?.bookedHours).toBe(4.5);
    // a task with booked time stays (the entries are the working-time record)
    const del = await call("DELETE", `/api/task/${task.id}`, "hr");
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/munkaidőt könyveltek/);
    expect((await call("PUT", `/api/task/${task.id}`, "hr", { status: "done" })).statusCode).toBe(200);
  });
});

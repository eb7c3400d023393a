import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import ExcelJS from "exceljs";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { z } from "zod";
import {
  mentionableSchema,
  projectActivitySchema,
  projectCommentSchema,
  projectSchema,
  type Project,
  type ProjectActivity,
  type ProjectComment,
} from "@office/shared/projects/projects.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

describe.each(backends)("projects API on %s", (backend) => {
  let t: TestApp;
  const tok: Record<"admin" | "hr" | "pm" | "user" | "beta", string> = {
    admin: "",
    hr: "",
    pm: "",
    user: "",
    beta: "",
  };
  const emp: Record<"admin" | "hr" | "pm" | "user", number> = { admin: 0, hr: 0, pm: 0, user: 0 };
  let partnerId = 0;
  let costCenterId = 0;
  let resourceId = 0;
  let betaProjectId = 0;
  let betaEmployeeId = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const name of ["admin", "hr", "pm", "user"] as const) {
      tok[name] = await login(t, "demo", name);
      emp[name] = decodeJwt(tok[name]).employeeId as number;
    }
    tok.beta = await login(t, "beta", "admin");
    betaEmployeeId = decodeJwt(tok.beta).employeeId as number;
    const options = (await call("GET", "/api/project/options", "user")).json() as {
      partners: { id: number }[];
      costCenters: { id: number }[];
      externalResources: { id: number }[];
    };
    partnerId = options.partners[0]?.id ?? 0;
    costCenterId = options.costCenters[0]?.id ?? 0;
    resourceId = options.externalResources[0]?.id ?? 0;
    const beta = await call("POST", "/api/project", "beta", {
      code: "B-1",
      name: "Béta",
      startDate: "2026-01-01",
    });
    expect(beta.statusCode).toBe(200);
    betaProjectId = (beta.json() as Project).id;
  });
  afterAll(async () => t?.close());

  function call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: keyof typeof tok,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: authed(who === "beta" ? "beta" : "demo", tok[who]),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
  let serial = 0;
  const input = (over: Record<string, unknown> = {}) => ({
    code: `T-${++serial}`,
    name: `Tesztprojekt ${serial}`,
    partnerId,
    status: "active",
    startDate: "2026-03-01",
    endDate: "2026-12-31",
    budget: 12_500_000,
    costCenterId,
    managerId: emp.pm,
    memberIds: [emp.user],
    externalResourceIds: [resourceId],
    description: "Első sor\nMásodik sor",
    health: "onTrack",
    progress: 10,
    ...over,
  });
  async function create(over: Record<string, unknown> = {}): Promise<Project> {
    const res = await call("POST", "/api/project", "pm", input(over));
    expect(res.statusCode, res.body).toBe(200);
    return projectSchema.strict().parse(res.json());
  }
  const notificationsOf = async (who: keyof typeof tok, projectId: number) =>
    ((await call("GET", "/api/notification", who)).json() as Notification[]).filter(
      (n) => n.eventId === projectId && n.eventType === "projectComment",
    );
  const mentionsOf = async (who: keyof typeof tok, projectId: number) =>
    ((await call("GET", "/api/notification", who)).json() as Notification[]).filter(
      (n) => n.eventId === projectId && n.eventType === "projectMention",
    );

  describe("demo data", () => {
    it("twenty projects in every status; project 2 is the Győr one with user as a member", async () => {
      const all = (await call("GET", "/api/project", "pm")).json() as Project[];
      expect(all.length).toBeGreaterThanOrEqual(20);
      expect(new Set(all.map((p) => p.status))).toEqual(new Set(["planned", "active", "onHold", "closed"]));
      const gyor = (await call("GET", "/api/project/2", "user")).json() as Project;
      expect(gyor.name).toBe("Győri logisztikai központ");
      expect(gyor.memberIds).toContain(emp.user);
      expect(gyor.externalResources.length).toBeGreaterThan(0);
      const comments = (await call("GET", "/api/project/2/comment", "user")).json() as ProjectComment[];
      expect(comments.at(-1)?.text).toContain("A jövő heti egyeztetést csütörtökre tettük át.");
      expect(comments.at(-1)?.author.name).toBe("Kiss Gábor");
      const bell = ((await call("GET", "/api/notification", "user")).json() as Notification[]).find(
        (n) => n.title === "Új hozzászólás",
      );
      expect(bell).toMatchObject({
        eventId: 2,
        description:
          "Kiss Gábor hozzászólt a Győri logisztikai központ projekthez:\n„A jövő heti egyeztetést csütörtökre tettük át.”",
      });
      expect(bell?.seen).toBeUndefined();
    });
  });

  describe("list and read", () => {
    it("a plain member sees only their projects; others' ids answer 404", async () => {
      const mine = (await call("GET", "/api/project", "user")).json() as Project[];
      const all = (await call("GET", "/api/project", "pm")).json() as Project[];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.length).toBeLessThan(all.length);
      for (const p of mine) expect(p.memberIds.includes(emp.user) || p.managerId === emp.user).toBe(true);
      const hidden = all.find((p) => !p.memberIds.includes(emp.user) && p.managerId !== emp.user);
      expect((await call("GET", `/api/project/${hidden?.id}`, "user")).statusCode).toBe(404);
      expect((await call("GET", `/api/project/${hidden?.id}/activity`, "user")).statusCode).toBe(404);
      expect((await call("GET", `/api/project/${hidden?.id}/comment`, "user")).statusCode).toBe(404);
      // companyAdmin passes the projectManager check
      expect((await call("GET", `/api/project/${hidden?.id}`, "admin")).statusCode).toBe(200);
    });

    it("search by code, name and partner name; filters", async () => {
      const byPartner = (
        await call("GET", `/api/project?search=${encodeURIComponent("győr-log")}`, "pm")
      ).json() as Project[];
      expect(byPartner.length).toBeGreaterThan(0);
      expect(byPartner.every((p) => p.partner?.name === "Győr-Logisztika Zrt.")).toBe(true);
      const byCode = (await call("GET", "/api/project?search=PRJ-2025-07", "pm")).json() as Project[];
      expect(byCode.map((p) => p.id)).toEqual([2]);
      const literal = (await call("GET", "/api/project?search=%25", "pm")).json() as Project[];
      expect(literal).toEqual([]);
      const closed = (await call("GET", "/api/project?status=closed", "pm")).json() as Project[];
      expect(closed.length).toBeGreaterThan(0);
      expect(closed.every((p) => p.status === "closed")).toBe(true);
      const mine = (await call("GET", "/api/project?mine=true", "pm")).json() as Project[];
      expect(mine.every((p) => p.managerId === emp.pm || p.memberIds.includes(emp.pm))).toBe(true);
      const gyor = (await call("GET", "/api/project/2", "pm")).json() as Project;
      for (const [key, value] of [
        ["partnerId", gyor.partnerId],
        ["managerId", gyor.managerId],
        ["costCenterId", gyor.costCenterId],
      ] as const) {
        const rows = (await call("GET", `/api/project?${key}=${value}`, "pm")).json() as Project[];
        expect(rows.some((p) => p.id === 2)).toBe(true);
        expect(rows.every((p) => p[key] === value)).toBe(true);
      }
      expect((await call("GET", "/api/project?status=done", "pm")).statusCode).toBe(400);
      expect((await call("GET", "/api/project?mine=yes", "pm")).statusCode).toBe(400);
      expect((await call("GET", "/api/project?partnerId=abc", "pm")).statusCode).toBe(400);
    });

    it("404 for another tenant's project and unknown ids, 400 for a malformed id", async () => {
      expect((await call("GET", `/api/project/${betaProjectId}`, "pm")).statusCode).toBe(404);
      expect((await call("GET", `/api/project/${betaProjectId}`, "admin")).statusCode).toBe(404);
      expect((await call("GET", "/api/project/999999", "pm")).statusCode).toBe(404);
      expect((await call("GET", `/api/project/${betaProjectId}/activity`, "admin")).statusCode).toBe(404);
      const betaComment = await call("POST", `/api/project/${betaProjectId}/comment`, "beta", {
        text: "Béta",
      });
      expect(betaComment.statusCode).toBe(200);
      const url = `/api/project/${betaProjectId}/comment/${(betaComment.json() as ProjectComment).id}`;
      expect((await call("PUT", url, "admin", { text: "x" })).statusCode).toBe(404);
      expect((await call("DELETE", url, "admin")).statusCode).toBe(404);
      expect((await call("GET", "/api/project/abc", "pm")).statusCode).toBe(400);
      const list = (await call("GET", "/api/project", "admin")).json() as Project[];
      expect(list.some((p) => p.id === betaProjectId)).toBe(false);
    });

    it("GET /report/project: the visible, filtered list as .xlsx", async () => {
      const res = await call("GET", "/report/project?status=active", "user");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet("Projektek");
      expect(sheet?.getRow(1).getCell(1).value).toBe("Kód");
      const mine = (await call("GET", "/api/project?status=active", "user")).json() as Project[];
      expect(sheet?.rowCount).toBe(mine.length + 1);
      const codes = new Set(mine.map((p) => p.code));
      for (let r = 2; r <= (sheet?.rowCount ?? 0); r++)
        expect(codes.has(String(sheet?.getRow(r).getCell(1).value))).toBe(true);
      expect((await call("GET", "/report/project?status=x", "user")).statusCode).toBe(400);
    });

    it("options for the pickers; similar names warn", async () => {
      const options = await call("GET", "/api/project/options", "user");
      expect(options.statusCode).toBe(200);
      expect(options.json().partners.length).toBeGreaterThanOrEqual(12);
      expect(options.json().employees.length).toBeGreaterThan(50);
      const similar = await call(
        "GET",
        `/api/project/similar?name=${encodeURIComponent("győri logisztikai kozpont")}`,
        "pm",
      );
      expect(similar.statusCode).toBe(200);
      expect((similar.json() as { id: number }[]).map((s) => s.id)).toContain(2);
      const excluded = (
        await call("GET", "/api/project/similar?name=Győri%20logisztikai%20központ&excludeId=2", "pm")
      ).json() as { id: number }[];
      expect(excluded.map((s) => s.id)).not.toContain(2);
      expect(
        (await call("GET", "/api/project/similar?name=Teljesen%20m%C3%A1s%20dolog", "pm")).json(),
      ).toEqual([]);
      expect((await call("GET", "/api/project/similar?name=", "pm")).statusCode).toBe(400);
      expect((await call("GET", "/api/project/similar?name=x", "user")).statusCode).toBe(403);
    });
  });

  describe("create, update, delete", () => {
    it("projectManager creates; other roles get 403", async () => {
      const p = await create();
      expect(p).toMatchObject({
        budget: 12_500_000,
        manager: { id: emp.pm, name: "Kiss Gábor" },
        memberIds: [emp.user],
        externalResourceIds: [resourceId],
        description: "Első sor\nMásodik sor",
        archived: false,
        commentCount: 0,
      });
      expect(p.members[0]).toMatchObject({ id: emp.user, name: "Szabó Péter" });
      for (const who of ["user", "hr"] as const) {
        expect((await call("POST", "/api/project", who, input())).statusCode).toBe(403);
        expect((await call("PUT", `/api/project/${p.id}`, who, input())).statusCode).toBe(403);
        expect((await call("DELETE", `/api/project/${p.id}`, who)).statusCode).toBe(403);
      }
      expect((await call("POST", "/api/project", "admin", input())).statusCode).toBe(200);
      const activity = (
        await call("GET", `/api/project/${p.id}/activity`, "user")
      ).json() as ProjectActivity[];
      expect(activity.map((a) => a.action)).toEqual(["created"]);
      projectActivitySchema.strict().parse(activity[0]);
    });

    it("a new project's creator is its manager unless another (or none) is chosen", async () => {
      const { managerId: _omit, ...withoutManager } = input();
      const mine = await call("POST", "/api/project", "pm", withoutManager);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ managerId: emp.pm, manager: { id: emp.pm, name: "Kiss Gábor" } });
      const byAdmin = await call("POST", "/api/project", "admin", input({ managerId: undefined }));
      expect(byAdmin.json()).toMatchObject({ managerId: emp.admin });
      const other = await call("POST", "/api/project", "pm", input({ managerId: emp.user }));
      expect(other.json()).toMatchObject({ managerId: emp.user });
      const none = await call("POST", "/api/project", "pm", input({ managerId: null }));
      expect(none.json()).toMatchObject({ managerId: null, manager: null });
      // an update without a manager leaves none (PUT replaces the whole record)
      const p = mine.json() as Project;
      const { managerId: _drop, ...update } = input({ code: p.code });
      expect((await call("PUT", `/api/project/${p.id}`, "pm", update)).json()).toMatchObject({
        managerId: null,
      });
    });

    it("400: end before start, bad values, unknown or other-tenant references", async () => {
      const bad = async (over: Record<string, unknown>) => {
        const res = await call("POST", "/api/project", "pm", input(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(typeof res.json().message).toBe("string");
        return res.json().message as string;
      };
      expect(await bad({ endDate: "2026-01-01" })).toContain("befejezés");
      await bad({ name: "" });
      await bad({ code: "" });
      await bad({ progress: 101 });
      await bad({ budget: -1 });
      await bad({ budget: 1.5 });
      await bad({ status: "done" });
      await bad({ health: "green" });
      await bad({ startDate: "2026-02-30" });
      await bad({ name: "a\u0000b" });
      expect(await bad({ partnerId: 999_999 })).toBe("Ismeretlen partner.");
      expect(await bad({ costCenterId: 999_999 })).toBe("Ismeretlen költséghely.");
      expect(await bad({ managerId: betaEmployeeId })).toBe("Ismeretlen projektvezető.");
      await bad({ memberIds: [betaEmployeeId] });
      await bad({ externalResourceIds: [999_999] });
    });

    it("409 for a duplicate code (case-insensitive), on create and update", async () => {
      const a = await create({ code: "DUP-1" });
      const dup = await call("POST", "/api/project", "pm", input({ code: "dup-1" }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("Ezzel a kóddal már van projekt.");
      const b = await create();
      expect((await call("PUT", `/api/project/${b.id}`, "pm", input({ code: a.code }))).statusCode).toBe(409);
      // beta may use the same code
      expect(
        (await call("POST", "/api/project", "beta", { code: "DUP-1", name: "x", startDate: "2026-01-01" }))
          .statusCode,
      ).toBe(200);
    });

    it("concurrent creates with one code: exactly one wins, the others answer 409", async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => call("POST", "/api/project", "pm", input({ code: "RACE-1" }))),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    });

    it("update logs field, status and member changes in the activity log", async () => {
      const p = await create({ memberIds: [emp.user], status: "planned" });
      const res = await call(
        "PUT",
        `/api/project/${p.id}`,
        "pm",
        input({
          code: p.code,
          name: "Átnevezett projekt",
          status: "active",
          memberIds: [emp.hr],
          budget: 20_000_000,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: "Átnevezett projekt", status: "active", memberIds: [emp.hr] });
      const activity = (await call("GET", `/api/project/${p.id}/activity`, "pm")).json() as ProjectActivity[];
      const byAction = Object.fromEntries(activity.map((a) => [a.action, a]));
      expect(byAction.statusChanged?.changes).toEqual([{ field: "status", from: "planned", to: "active" }]);
      expect(byAction.updated?.changes).toEqual(
        expect.arrayContaining([
          { field: "name", from: p.name, to: "Átnevezett projekt" },
          { field: "budget", from: 12_500_000, to: 20_000_000 },
        ]),
      );
      expect(byAction.memberAdded?.changes).toEqual([{ field: "member", from: null, to: "Tóth Eszter" }]);
      expect(byAction.memberRemoved?.changes).toEqual([{ field: "member", from: "Szabó Péter", to: null }]);
      expect(byAction.updated?.actor?.name).toBe("Kiss Gábor");
      // user is no longer a member: 404 now
      expect((await call("GET", `/api/project/${p.id}`, "user")).statusCode).toBe(404);
      expect((await call("PUT", `/api/project/${betaProjectId}`, "pm", input())).statusCode).toBe(404);
      expect((await call("PUT", `/api/project/${p.id}`, "pm", input({ progress: -1 }))).statusCode).toBe(400);
    });

    it("DELETE: a fresh project is deleted, one with history is archived", async () => {
      const fresh = await create({ memberIds: [] });
      const del = await call("DELETE", `/api/project/${fresh.id}`, "pm");
      expect(del.statusCode).toBe(204);
      expect(del.headers["x-office-outcome"]).toBe("deleted");
      expect((await call("GET", `/api/project/${fresh.id}`, "pm")).statusCode).toBe(404);

      const used = await create();
      const arch = await call("DELETE", `/api/project/${used.id}`, "pm");
      expect(arch.statusCode).toBe(204);
      expect(arch.headers["x-office-outcome"]).toBe("archived");
      const after = (await call("GET", `/api/project/${used.id}`, "pm")).json() as Project;
      expect(after.archived).toBe(true);
      const activity = (
        await call("GET", `/api/project/${used.id}/activity`, "pm")
      ).json() as ProjectActivity[];
      expect(activity.at(-1)?.action).toBe("archived");
      const listed = (await call("GET", "/api/project", "pm")).json() as Project[];
      expect(listed.some((p) => p.id === used.id)).toBe(false);
      const archived = (await call("GET", "/api/project?archived=true", "pm")).json() as Project[];
      expect(archived.map((p) => p.id)).toContain(used.id);
      expect((await call("DELETE", `/api/project/${used.id}`, "pm")).headers["x-office-outcome"]).toBe(
        "archived",
      );
      expect((await call("DELETE", `/api/project/${betaProjectId}`, "pm")).statusCode).toBe(404);

      // a project whose only history is a status change is archived too
      const changed = await create({ memberIds: [], status: "planned" });
      await call(
        "PUT",
        `/api/project/${changed.id}`,
        "pm",
        input({ code: changed.code, memberIds: [], status: "active" }),
      );
      expect((await call("DELETE", `/api/project/${changed.id}`, "pm")).headers["x-office-outcome"]).toBe(
        "archived",
      );
    });
  });

  describe("comments", () => {
    it("members write; line breaks kept; everyone concerned is notified but the author", async () => {
      // pm manages, user and hr are members; admin is neither.
      const p = await create({ memberIds: [emp.user, emp.hr] });
      const res = await call("POST", `/api/project/${p.id}/comment`, "user", {
        text: "  Első sor\nMásodik sor  ",
      });
      expect(res.statusCode, res.body).toBe(200);
      const c = projectCommentSchema.strict().parse(res.json());
      expect(c).toMatchObject({
        text: "Első sor\nMásodik sor",
        author: { employeeId: emp.user, name: "Szabó Péter" },
        editedAt: null,
        canEdit: true,
        canDelete: true,
      });
      const [pmNote] = await notificationsOf("pm", p.id);
      expect(pmNote).toMatchObject({
        title: "Új hozzászólás",
        eventId: p.id,
        description: `Szabó Péter hozzászólt a ${p.name} projekthez:\n„Első sor”`,
      });
      expect(await notificationsOf("hr", p.id)).toHaveLength(1);
      expect(await notificationsOf("user", p.id)).toHaveLength(0); // the author
      expect(await notificationsOf("admin", p.id)).toHaveLength(0); // not a member

      // admin (projectManager via companyAdmin) comments: from now on an earlier commenter
      expect(
        (await call("POST", `/api/project/${p.id}/comment`, "admin", { text: "Rendben." })).statusCode,
      ).toBe(200);
      expect(await notificationsOf("user", p.id)).toHaveLength(1);
      expect(
        (await call("POST", `/api/project/${p.id}/comment`, "hr", { text: "Következő lépés?" })).statusCode,
      ).toBe(200);
      expect(await notificationsOf("admin", p.id)).toHaveLength(1);
      expect(await notificationsOf("hr", p.id)).toHaveLength(2);
      expect(await notificationsOf("pm", p.id)).toHaveLength(3);

      const list = (await call("GET", `/api/project/${p.id}/comment`, "user")).json() as ProjectComment[];
      expect(list.map((x) => x.text)).toEqual(["Első sor\nMásodik sor", "Rendben.", "Következő lépés?"]);
      expect(list.map((x) => x.canEdit)).toEqual([true, false, false]);
      expect(((await call("GET", `/api/project/${p.id}`, "user")).json() as Project).commentCount).toBe(3);
    });

    it("@mentions: tokens resolved in the tenant, one notification each, only for who can open it", async () => {
      // pm manages, user is a member; hr is neither; admin is a project manager (companyAdmin)
      const p = await create({ memberIds: [emp.user] });
      const url = `/api/project/${p.id}/comment`;
      const mentionable = await call("GET", `/api/project/${p.id}/mentionable`, "user");
      expect(mentionable.statusCode).toBe(200);
      const people = z.array(mentionableSchema.strict()).parse(mentionable.json());
      const ids = people.map((x) => x.employeeId);
      expect(ids).toEqual(expect.arrayContaining([emp.pm, emp.user, emp.admin]));
      expect(ids).not.toContain(emp.hr);
      const names = people.map((x) => x.name);
      expect([...names].sort(new Intl.Collator("hu").compare)).toEqual(names);
      expect((await call("GET", `/api/project/${p.id}/mentionable`, "hr")).statusCode).toBe(404);
      expect((await call("GET", `/api/project/${betaProjectId}/mentionable`, "admin")).statusCode).toBe(404);

      const before = {
        pm: (await notificationsOf("pm", p.id)).length,
        admin: (await notificationsOf("admin", p.id)).length,
      };
      const text =
        `Kérdés @[Kiss Gábor](${emp.pm}), ismét @[Kiss G.](${emp.pm}), ` +
        `@[Tóth Eszter](${emp.hr}) és @[Idegen](${betaEmployeeId}).\nMásodik sor`;
      const res = await call("POST", url, "user", { text });
      expect(res.statusCode, res.body).toBe(200);
      const comment = projectCommentSchema.strict().parse(res.json());
      expect(comment.text).toBe(text);
      // the other tenant's id is not resolved; names come from the employee records
      expect(comment.mentions).toEqual([
        { employeeId: emp.pm, name: "Kiss Gábor" },
        { employeeId: emp.hr, name: "Tóth Eszter" },
      ]);
      const pmNotes = await mentionsOf("pm", p.id);
      expect(pmNotes).toHaveLength(1);
      expect(pmNotes[0]).toMatchObject({
        eventType: "projectMention",
        eventId: p.id,
        title: "Új hozzászólás: megemlítettek",
        description: `Szabó Péter megemlített a ${p.name} projekt hozzászólásában:\n„Kérdés @Kiss Gábor, ismét @Kiss G., @Tóth Eszter és @Idegen.”`,
      });
      // mentioned and manager: one notification, the mention one
      expect(await notificationsOf("pm", p.id)).toHaveLength(before.pm);
      // hr cannot open the project: the link would be a dead end, so no notification
      expect(await mentionsOf("hr", p.id)).toHaveLength(0);
      expect(await notificationsOf("hr", p.id)).toHaveLength(0);
      const beta = (await call("GET", "/api/notification", "beta")).json() as Notification[];
      expect(beta.filter((n) => n.eventType === "projectMention")).toHaveLength(0);

      // an edit notifies only who it newly mentions; a mention of oneself notifies no one
      const edited = await call("PUT", `${url}/${comment.id}`, "user", {
        text: `${text} @[Admin](${emp.admin}) @[Szabó Péter](${emp.user})`,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await mentionsOf("pm", p.id)).toHaveLength(1);
      expect(await mentionsOf("admin", p.id)).toHaveLength(1);
      expect(await notificationsOf("admin", p.id)).toHaveLength(before.admin);
      expect(await mentionsOf("user", p.id)).toHaveLength(0);
      await call("PUT", `${url}/${comment.id}`, "user", { text: `Csak @[Admin](${emp.admin})` });
      expect(await mentionsOf("admin", p.id)).toHaveLength(1);

      // the older plain form: an employee's full name after `@`
      await call("POST", url, "pm", { text: "@Szabó Péter kérlek nézd meg a szerződést." });
      expect(await mentionsOf("user", p.id)).toHaveLength(1);
      const list = (await call("GET", url, "user")).json() as ProjectComment[];
      expect(list.at(-1)?.mentions).toEqual([{ employeeId: emp.user, name: "Szabó Péter" }]);
    });

    it("400 empty or too long, 404 for non-members and other tenants, 409 on a closed project", async () => {
      const p = await create({ memberIds: [emp.user] });
      const url = `/api/project/${p.id}/comment`;
      expect((await call("POST", url, "user", { text: "   " })).statusCode).toBe(400);
      expect((await call("POST", url, "user", { text: "x".repeat(5001) })).statusCode).toBe(400);
      expect((await call("POST", url, "user", { text: "x".repeat(5000) })).statusCode).toBe(200);
      expect((await call("POST", url, "user", { text: "a\u0000b" })).statusCode).toBe(400);
      expect((await call("POST", url, "user", {})).statusCode).toBe(400);
      expect((await call("POST", url, "hr", { text: "Szia" })).statusCode).toBe(404);
      expect((await call("GET", url, "hr")).statusCode).toBe(404);
      expect(
        (await call("POST", `/api/project/${betaProjectId}/comment`, "admin", { text: "x" })).statusCode,
      ).toBe(404);
      expect((await call("GET", `/api/project/${betaProjectId}/comment`, "admin")).statusCode).toBe(404);

      await call(
        "PUT",
        `/api/project/${p.id}`,
        "pm",
        input({ code: p.code, memberIds: [emp.user], status: "closed" }),
      );
      const closed = await call("POST", url, "user", { text: "Még valami" });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe("Lezárt projekthez nem lehet hozzászólni.");
      expect((await call("POST", url, "pm", { text: "Még valami" })).statusCode).toBe(409);
    });

    it("the author edits (shown as edited); author, manager or projectManager delete", async () => {
      const p = await create({ memberIds: [emp.user, emp.hr] });
      const base = `/api/project/${p.id}/comment`;
      const mine = (await call("POST", base, "user", { text: "Eredeti" })).json() as ProjectComment;
      const edited = await call("PUT", `${base}/${mine.id}`, "user", { text: "Javított\nszöveg" });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ text: "Javított\nszöveg" });
      expect(edited.json().editedAt).toEqual(expect.any(String));
      expect((await call("PUT", `${base}/${mine.id}`, "pm", { text: "Más" })).statusCode).toBe(403);
      expect((await call("PUT", `${base}/${mine.id}`, "hr", { text: "Más" })).statusCode).toBe(403);
      expect((await call("PUT", `${base}/${mine.id}`, "user", { text: "" })).statusCode).toBe(400);
      expect((await call("PUT", `${base}/999999`, "user", { text: "x" })).statusCode).toBe(404);
      // another member may not delete it; the manager may
      expect((await call("DELETE", `${base}/${mine.id}`, "hr")).statusCode).toBe(403);
      expect((await call("DELETE", `${base}/${mine.id}`, "pm")).statusCode).toBe(204);
      const second = (await call("POST", base, "hr", { text: "Második" })).json() as ProjectComment;
      expect((await call("DELETE", `${base}/${second.id}`, "hr")).statusCode).toBe(204);
      const third = (await call("POST", base, "hr", { text: "Harmadik" })).json() as ProjectComment;
      expect((await call("DELETE", `${base}/${third.id}`, "admin")).statusCode).toBe(204);
      expect((await call("DELETE", `${base}/${third.id}`, "admin")).statusCode).toBe(404);
      expect((await call("GET", base, "user")).json()).toEqual([]);
      const other = (await call("GET", "/api/project/2/comment", "user")).json() as ProjectComment[];
      const foreign = other.find((c) => !c.canEdit);
      expect((await call("DELETE", `${base}/${foreign?.id}`, "pm")).statusCode).toBe(404);
    });
  });
});

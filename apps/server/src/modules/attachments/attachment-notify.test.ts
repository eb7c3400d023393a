import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import type { AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { notificationTypeInfo } from "@office/shared/notifications/notification-types";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { MINIMAL_PDF, multipartForm } from "../employee-documents/multipart-form.test-util.ts";

describe.each(backends)("new-attachment notifications on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let pm: string;
  let user: string;
  let pmEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    pm = await login(t, "demo", "pm");
    user = await login(t, "demo", "user");
    pmEmployeeId = decodeJwt(pm).employeeId as number;
  });
  afterAll(async () => t?.close());

  const get = (token: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });
  const upload = async (token: string, type: AttachmentOwnerType, id: number, fileName: string) => {
    const body = multipartForm([{ field: "file", fileName, data: MINIMAL_PDF }]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/${type}/${id}/attachment`,
      headers: { ...authed("demo", token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The caller's notifications of `eventType` about record `id`. */
  const noticesOf = async (token: string, eventType: string, id: number) =>
    ((await get(token, "/api/notification")).json() as Notification[]).filter(
      (n) => n.eventType === eventType && n.eventId === id,
    );
  const firstId = async (query: ReturnType<typeof sql>) => {
    const result = await t.platform.database.withTenant(1, (tx) => tx.execute(query));
    const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    expect(id).toBeDefined();
    return Number(id);
  };

  it("a project's manager and members hear of a new file, the uploader does not; the link opens the project", async () => {
    const [project] = (await get(user, "/api/project")).json() as { id: number; name: string }[];
    expect(project).toBeDefined();
    const id = project?.id ?? 0;
    await upload(admin, "project", id, "ütemterv.pdf");

    const [notice, ...more] = await noticesOf(user, "projectAttachment", id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: `Új csatolmány – ${project?.name}`,
      description: expect.stringMatching(
        /^Horváth Katalin új csatolmányt töltött fel .*projekthez:\n„ütemterv\.pdf”$/,
      ),
    });
    expect(notice?.seen).toBeUndefined();
    expect(await noticesOf(admin, "projectAttachment", id)).toEqual([]);
    expect(notificationTypeInfo("projectAttachment").path(id)).toBe(`/projektek/${id}`);

    // the project manager uploading is not told of their own file; the member is, again
    const pmBefore = (await noticesOf(pm, "projectAttachment", id)).length;
    await upload(pm, "project", id, "jegyzőkönyv.pdf");
    expect(await noticesOf(pm, "projectAttachment", id)).toHaveLength(pmBefore);
    expect(await noticesOf(user, "projectAttachment", id)).toHaveLength(2);
  });

  it("a car's driver and an asset's holder hear of it; the fleet manager who uploaded does not", async () => {
    const [car] = (await get(user, "/api/car")).json() as { id: number; plate: string }[];
    expect(car).toBeDefined();
    await upload(admin, "car", car?.id ?? 0, "szerviz-számla.pdf");
    const [carNotice] = await noticesOf(user, "carAttachment", car?.id ?? 0);
    expect(carNotice?.title).toBe(`Új csatolmány – ${car?.plate}`);
    expect(await noticesOf(admin, "carAttachment", car?.id ?? 0)).toEqual([]);
    expect(await noticesOf(pm, "carAttachment", car?.id ?? 0)).toEqual([]);

    const [asset] = (await get(user, "/api/asset")).json() as { id: number; inventoryNumber: string }[];
    expect(asset).toBeDefined();
    await upload(admin, "asset", asset?.id ?? 0, "garancia.pdf");
    const [assetNotice] = await noticesOf(user, "assetAttachment", asset?.id ?? 0);
    expect(assetNotice?.title).toMatch(new RegExp(`^Új csatolmány – ${asset?.inventoryNumber} `));
    expect(await noticesOf(admin, "assetAttachment", asset?.id ?? 0)).toEqual([]);
  });

  it("a partner's and a contractor's files reach the managers of their live projects, by default in the digest", async () => {
    const partnerId = await firstId(sql`select partner_id as id from projects
      where manager_id = ${pmEmployeeId} and archived_at is null and partner_id is not null order by id`);
    await upload(admin, "partner", partnerId, "keretszerződés.pdf");
    expect(await noticesOf(pm, "partnerAttachment", partnerId)).toHaveLength(1);
    expect(await noticesOf(user, "partnerAttachment", partnerId)).toEqual([]);

    const resourceId = await firstId(sql`select per.external_resource_id as id
      from project_external_resources per
      join projects p on p.tenant_id = per.tenant_id and p.id = per.project_id
      where p.manager_id = ${pmEmployeeId} and p.archived_at is null order by per.external_resource_id`);
    await upload(admin, "externalResource", resourceId, "megbízási szerződés.pdf");
    const [notice] = await noticesOf(pm, "externalResourceAttachment", resourceId);
    expect(notice?.description).toMatch(/külső erőforráshoz:\n„megbízási szerződés\.pdf”$/);

    const settings = (await get(pm, "/api/notificationSettings")).json() as {
      email: Record<string, string>;
    };
    for (const type of ["projectAttachment", "partnerAttachment", "externalResourceAttachment"])
      expect(settings.email[type], type).toBe("digest");
  });
});

import {
  APPLICANT_STAGE_LABELS,
  DEFAULT_NOTICE_TEMPLATE,
  renderNotice,
  type ApplicantDetail,
  type ApplicantNote,
  type ApplicantNoteInput,
  type HireInput,
  type HireResult,
  type NoticeTemplate,
  type NoticeTemplateInput,
  type StageInput,
} from "@office/shared/applicants/applicants.contract";
import { employeeInputSchema } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, isUniqueViolation } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { insertEmployeeRecord } from "../employees/employee-records.service.ts";
import { maxEmployeeNumber } from "../employees/employees.repository.ts";
import { assertHr } from "../employees/employees.service.ts";
import * as repo from "./applicants.repository.ts";
import {
  ANONYMISED,
  auditApplicant,
  findApplicantOr404,
  lockPipeline,
  readApplicantDetail,
  retentionOf,
} from "./applicants.service.ts";

/**
 * The pipeline of one applicant (issue 11 §1): stage changes with their history, the rejection notice
 * e-mail from the tenant's editable template, interview notes with scores, and hiring (the new employee
 * goes through the employee module's own insert and rules). `hr` only; every step is audited.
 */

/**
 * `PUT /api/applicant/{id}/stage` `{ stage, reason? }` (hr). Moves the applicant and writes a history
 * line (from, to, reason, who, when). Rules: `hired` only through `/hire` (400, in the contract); a
 * rejection needs a reason (400) and remembers the stage it happened in; a hired or anonymised
 * applicant does not move (409); the same stage again is 409. Rejected and withdrawn applicants get
 * their retention date (GDPR); a rejected one is sent the notice e-mail once (after the commit).
 */
export async function changeStage(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: StageInput,
): Promise<ApplicantDetail> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  const { detail, notice } = await p.database.withTenant(tenantId, async (tx) => {
    await lockPipeline(tx, tenantId);
    const before = await findApplicantOr404(tx, tenantId, id);
    if (before.anonymisedAt) throw conflict(ANONYMISED);
    if (before.stage === "hired") throw conflict("A felvett jelentkező szakasza már nem módosítható.");
    if (before.stage === input.stage) {
      throw conflict(`A jelentkező már a(z) „${APPLICANT_STAGE_LABELS[input.stage]}” szakaszban van.`);
    }
    const opening = await repo.findJobOpening(tx, tenantId, before.jobOpeningId);
    if (!opening) throw new Error("applicant without opening");
    const rejected = input.stage === "rejected";
    await repo.updateApplicant(tx, tenantId, id, {
      stage: input.stage,
      rejectedInStage: rejected ? before.stage : null,
      rejectionReason: rejected ? input.reason : null,
      retentionUntil: retentionOf(input.stage, before, opening),
    });
    await repo.insertStageChange(tx, {
      tenantId,
      applicantId: id,
      fromStage: before.stage,
      toStage: input.stage,
      reason: input.reason,
      userId: auth.userId,
      userName: auth.displayName,
    });
    await auditApplicant(tx, ctx, "applicant.stageChanged", `applicant:${id}`, {
      from: before.stage,
      to: input.stage,
    });
    const notice =
      rejected && before.email && !before.noticeSentAt
        ? await prepareNotice(tx, ctx, id, { email: before.email, name: before.name, opening: opening.title })
        : null;
    return { detail: await readApplicantDetail(tx, tenantId, id), notice };
  });
  if (notice) await p.mailer.send(notice);
  return detail;
}

type Notice = { tenantId: number; to: string; subject: string; text: string };

/** Renders the notice for `applicant` and marks it sent (inside `tx`, so it is sent at most once). */
async function prepareNotice(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  applicant: { email: string; name: string; opening: string },
): Promise<Notice> {
  const tenantId = ctx.tenant.id;
  const template = (await repo.findNoticeTemplate(tx, tenantId)) ?? DEFAULT_NOTICE_TEMPLATE;
  const mail = renderNotice(template, {
    nev: applicant.name,
    pozicio: applicant.opening,
    ceg: ctx.tenant.name || ctx.tenant.slug,
  });
  await repo.updateApplicant(tx, tenantId, id, { noticeSentAt: new Date() });
  await auditApplicant(tx, ctx, "applicant.noticeSent", `applicant:${id}`);
  return { tenantId, to: applicant.email, subject: mail.subject, text: mail.body };
}

/**
 * `POST /api/applicant/{id}/hire` `{ employmentStart }` (hr): creates the employee prefilled from the
 * applicant (name, e-mail, phone; position and department from the opening; the next free employee
 * number) through the employee module's insert — the usual employee rules and a "Felvétel" history
 * line — and marks the applicant `hired` with a link to it, in one transaction. Errors: 400 when the
 * employee rules refuse the data (Hungarian field messages), 404, 409 hired, rejected, withdrawn,
 * anonymised or an employee number taken meanwhile.
 */
export async function hireApplicant(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: HireInput,
): Promise<HireResult> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  try {
    return await p.database.withTenant(tenantId, async (tx) => {
      await lockPipeline(tx, tenantId);
      const before = await findApplicantOr404(tx, tenantId, id);
      if (before.anonymisedAt) throw conflict(ANONYMISED);
      if (before.stage === "hired") throw conflict("A jelentkezőt már felvették.");
      if (before.stage === "rejected" || before.stage === "withdrawn") {
        throw conflict(
          "Elutasított vagy visszalépett jelentkező nem vehető fel; előbb tedd vissza a folyamatba.",
        );
      }
      const opening = await repo.findJobOpening(tx, tenantId, before.jobOpeningId);
      const next = await maxEmployeeNumber(tx, tenantId);
      const parsed = employeeInputSchema.safeParse({
        employeeNumber: `E${String(next + 1).padStart(4, "0")}`,
        name: before.name,
        email: before.email,
        phone: before.phone,
        position: opening?.title ?? null,
        department: opening?.department ?? null,
        employmentStart: input.employmentStart,
        workSchedule: "general",
        weeklyHours: ctx.tenant.defaultWeeklyHours ?? 40,
        disability: false,
        children: [],
        active: true,
      });
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
        throw badRequest(
          `A munkatárs nem hozható létre: ${Object.values(fieldErrors).join(" ")}`,
          fieldErrors,
        );
      }
      const employeeId = await insertEmployeeRecord(tx, ctx, parsed.data);
      await repo.updateApplicant(tx, tenantId, id, {
        stage: "hired",
        hiredEmployeeId: employeeId,
        rejectedInStage: null,
        rejectionReason: null,
        retentionUntil: null,
      });
      await repo.insertStageChange(tx, {
        tenantId,
        applicantId: id,
        fromStage: before.stage,
        toStage: "hired",
        reason: `Munkaviszony kezdete: ${input.employmentStart}`,
        userId: auth.userId,
        userName: auth.displayName,
      });
      await auditApplicant(tx, ctx, "applicant.hired", `applicant:${id}`, { employeeId });
      return { employeeId, applicant: await readApplicantDetail(tx, tenantId, id) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("A munkatárs törzsszáma közben foglalt lett. Próbáld újra.");
    throw err;
  }
}

const toNoteDto = (n: repo.NoteRow): ApplicantNote => ({
  id: n.id,
  interviewerName: n.interviewerName,
  interviewerUserId: n.interviewerUserId,
  score: n.score,
  note: n.note,
  createdAt: n.createdAt.toISOString(),
});

/** `GET /api/applicant/{id}/note` (hr): the interview notes, oldest first; audited. Errors: 404. */
export async function listNotes(p: Platform, ctx: RequestContext, id: number): Promise<ApplicantNote[]> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await findApplicantOr404(tx, tenantId, id);
    const notes = await repo.listNotes(tx, tenantId, id);
    await auditApplicant(tx, ctx, "applicant.notesViewed", `applicant:${id}`);
    return notes.map(toNoteDto);
  });
}

/**
 * `POST /api/applicant/{id}/note` `{ score (1–5), note }` (hr): the caller's interview note and score
 * (the caller is the interviewer). Errors: 400, 404, 409 anonymised.
 */
export async function addNote(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ApplicantNoteInput,
): Promise<ApplicantNote> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await findApplicantOr404(tx, tenantId, id);
    if (row.anonymisedAt) throw conflict(ANONYMISED);
    const note = await repo.insertNote(tx, {
      tenantId,
      applicantId: id,
      interviewerUserId: auth.userId,
      interviewerName: auth.displayName || auth.username,
      score: input.score,
      note: input.note,
    });
    await auditApplicant(tx, ctx, "applicant.noteAdded", `applicant:${id}`);
    return toNoteDto(note);
  });
}

/** `GET /api/applicantNoticeTemplate` (hr): the tenant's notice e-mail template (the default until edited). */
export async function getNoticeTemplate(p: Platform, ctx: RequestContext): Promise<NoticeTemplate> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, (tx) => repo.findNoticeTemplate(tx, tenantId));
  return row
    ? {
        subject: row.subject,
        body: row.body,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
      }
    : { ...DEFAULT_NOTICE_TEMPLATE, updatedAt: null, updatedBy: null };
}

/** `PUT /api/applicantNoticeTemplate` (hr): saves the template (placeholders `{nev}`, `{pozicio}`, `{ceg}`). */
export async function saveNoticeTemplate(
  p: Platform,
  ctx: RequestContext,
  input: NoticeTemplateInput,
): Promise<NoticeTemplate> {
  const auth = authOf(ctx);
  assertHr(auth);
  const tenantId = ctx.tenant.id;
  const row = await p.database.withTenant(tenantId, async (tx) => {
    const saved = await repo.saveNoticeTemplate(tx, {
      tenantId,
      ...input,
      updatedBy: auth.displayName || auth.username,
    });
    await auditApplicant(tx, ctx, "applicant.noticeTemplateSaved", null);
    return saved;
  });
  return {
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

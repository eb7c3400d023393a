import { and, eq } from "drizzle-orm";
import { ANONYMITY_MIN_GROUP, type AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import { addCalendarDays, budapestDate } from "@office/shared/hu/budapest-time";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { insertNotifications } from "../modules/notifications/notifications.repository.ts";
import { QUESTIONNAIRE_EVENT_TYPE } from "../modules/questionnaires/questionnaire-notify.ts";
import * as repo from "../modules/questionnaires/questionnaires.repository.ts";
import {
  insertAnonymousBatch,
  type AnonymousResponse,
} from "../modules/questionnaires/pending-responses.repository.ts";
import { insertTemplate } from "../modules/questionnaires/templates.repository.ts";
import { DEMO_TEMPLATES, DEMO_TEXTS } from "./questionnaire-seed-data.ts";
import { createRandom } from "./names.ts";

type Account = { userId: number; employeeId: number; name: string };

/**
 * Demo questionnaires (issue 11 §5): five templates and four sent questionnaires with answers —
 * an anonymous satisfaction survey to everyone (most answered, `user` not yet), a non-anonymous training
 * survey waiting for `user`, a closed team-building poll `user` answered, and an anonymous office survey
 * to one department of at least five. Anonymous answers are written as one batch, as the app does. Deadlines are relative to today so the open ones stay open. Deterministic answers.
 */
export async function seedQuestionnaires(
  tx: Tx,
  tenantId: number,
  who: { hr: Account; user: Account },
): Promise<void> {
  const rnd = createRandom(1111);
  const today = budapestDate(Date.now());
  const templateIds: number[] = [];
  for (const t of DEMO_TEMPLATES) templateIds.push(await insertTemplate(tx, tenantId, who.hr.userId, t));
  const staff = await tx
    .select({ id: employees.id, department: employees.department })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.active, true)))
    .orderBy(employees.id);

  const send = async (
    templateIndex: number,
    title: string,
    deadline: string,
    anonymous: boolean,
    to: { id: number; department: string | null }[],
    answerers: { id: number; department: string | null }[],
  ) => {
    const template = DEMO_TEMPLATES[templateIndex];
    const templateId = templateIds[templateIndex];
    if (!template || !templateId) return;
    const id = await repo.insertQuestionnaire(
      tx,
      {
        tenantId,
        templateId,
        templateVersion: 1,
        title,
        anonymous,
        deadline,
        sentByUserId: who.hr.userId,
        sentByName: who.hr.name,
        sentAt: new Date(Date.now() - 6 * 86_400_000),
      },
      to.map((e) => ({ employeeId: e.id, department: e.department })),
    );
    await insertNotifications(
      tx,
      tenantId,
      [who.user.userId].filter(() => to.some((e) => e.id === who.user.employeeId)),
      {
        eventType: QUESTIONNAIRE_EVENT_TYPE,
        eventId: id,
        title: "Új kérdőív",
        description: `Kérdőív vár a kitöltésedre: „${title}”.\nKitöltési határidő: ${deadline.replaceAll("-", ". ")}.`,
      },
    );
    const batch: AnonymousResponse[] = [];
    for (const e of answerers) {
      await repo.markAnswered(tx, tenantId, id, e.id);
      const answers = template.questions.map((q) => ({ questionId: q.id, value: answerFor(q, rnd, today) }));
      if (anonymous) {
        const department = await repo.responseDepartment(tx, tenantId, id, e.id, ANONYMITY_MIN_GROUP);
        batch.push({ department, answers });
      } else {
        await repo.insertResponse(
          tx,
          tenantId,
          id,
          { employeeId: e.id, at: new Date(Date.now() - Math.floor(rnd.next() * 4 * 86_400_000)) },
          e.department,
          answers,
        );
      }
    }
    // Anonymous answers as the app writes them (issue 18 §2): together, in content order, never 1–2 alone.
    if (batch.length >= ANONYMITY_MIN_GROUP) await insertAnonymousBatch(tx, tenantId, id, batch);
  };

  const others = staff.filter((e) => e.id !== who.user.employeeId);
  const me = staff.filter((e) => e.id === who.user.employeeId);
  await send(
    0,
    "Éves elégedettségi felmérés",
    addCalendarDays(today, 14),
    true,
    staff,
    others.filter(() => rnd.next() < 0.6),
  );
  const trainees = [...me, ...others.slice(0, 14)];
  await send(
    1,
    "Képzési igények – 2027. első félév",
    addCalendarDays(today, 5),
    false,
    trainees,
    others.slice(0, 9),
  );
  const team = [...me, ...others.slice(3, 20)];
  await send(2, "Év végi csapatépítő", addCalendarDays(today, -3), false, team, [
    ...me,
    ...others.slice(3, 15),
  ]);
  // The office survey goes to the first department big enough for an anonymous questionnaire (the app
  // refuses one to fewer than ANONYMITY_MIN_GROUP recipients; issue 18 §3).
  const sizes = new Map<string, number>();
  for (const e of staff) if (e.department) sizes.set(e.department, (sizes.get(e.department) ?? 0) + 1);
  const dept = staff.find((e) => e.department && (sizes.get(e.department) ?? 0) >= 5)?.department ?? null;
  const office = staff.filter((e) => dept !== null && e.department === dept);
  await send(
    3,
    "Irodai környezet felmérése",
    addCalendarDays(today, 20),
    true,
    office,
    office.slice(0, Math.max(0, office.length - 2)),
  );
}

/** A plausible answer of one demo question (every required one answered). */
function answerFor(
  q: (typeof DEMO_TEMPLATES)[number]["questions"][number],
  rnd: ReturnType<typeof createRandom>,
  today: string,
): AnswerValue {
  switch (q.type) {
    case "scale":
      return 1 + Math.min(4, Math.floor(rnd.next() * 3.2 + rnd.next() * 2.2));
    case "single":
      return rnd.pick(q.options);
    case "multiple": {
      const chosen = q.options.filter(() => rnd.next() < 0.4);
      return chosen.length > 0 || !q.required ? chosen : [rnd.pick(q.options)];
    }
    case "yesNo":
      return rnd.next() < 0.75;
    case "date":
      return addCalendarDays(today, 7 + Math.floor(rnd.next() * 30));
    case "shortText":
    case "longText":
      return q.required || rnd.next() < 0.5 ? rnd.pick(DEMO_TEXTS) : null;
  }
}

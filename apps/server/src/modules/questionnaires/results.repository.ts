import { and, asc, eq } from "drizzle-orm";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import {
  questionnaireAnswers as answers,
  questionnaireRecipients as recipients,
  questionnaireResponses as responses,
} from "./questionnaires.table.ts";

/** A stored response with its answers (`employeeId`/`name`/`submittedAt` null when anonymous). */
export type StoredResponse = {
  employeeId: number | null;
  name: string | null;
  submittedAt: Date | null;
  department: string | null;
  answers: Map<string, AnswerValue>;
};

/**
 * The responses of a questionnaire with their answers, ordered by their random UUID (so the order says
 * nothing about when or by whom they were given).
 */
export async function loadResponses(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
): Promise<StoredResponse[]> {
  const rows = await tx
    .select({
      id: responses.id,
      employeeId: responses.employeeId,
      name: employees.name,
      submittedAt: responses.submittedAt,
      department: responses.department,
      questionId: answers.questionId,
      value: answers.value,
    })
    .from(responses)
    .leftJoin(answers, and(eq(answers.tenantId, responses.tenantId), eq(answers.responseId, responses.id)))
    .leftJoin(
      employees,
      and(eq(employees.tenantId, responses.tenantId), eq(employees.id, responses.employeeId)),
    )
    .where(and(eq(responses.tenantId, tenantId), eq(responses.questionnaireId, questionnaireId)))
    .orderBy(asc(responses.id));
  const byId = new Map<string, StoredResponse>();
  for (const r of rows) {
    let entry = byId.get(r.id);
    if (!entry) {
      entry = {
        employeeId: r.employeeId,
        name: r.name,
        submittedAt: r.submittedAt,
        department: r.department,
        answers: new Map(),
      };
      byId.set(r.id, entry);
    }
    if (r.questionId !== null) entry.answers.set(r.questionId, r.value ?? null);
  }
  return [...byId.values()];
}

/**
 * Recipients per department when sent (null department as ""), with the responses of each: for a named
 * questionnaire the recipients who answered; for an anonymous one the written responses by the
 * department stored with them (null — a department of fewer than 3 recipients — counts under ""), so
 * answers still waiting for their batch are not counted and the figures match `responses`.
 */
export async function recipientsByDepartment(
  tx: Tx,
  tenantId: number,
  questionnaireId: number,
  anonymous: boolean,
): Promise<{ department: string; recipients: number; responses: number }[]> {
  const rows = await tx
    .select({ department: recipients.department, answered: recipients.answered })
    .from(recipients)
    .where(and(eq(recipients.tenantId, tenantId), eq(recipients.questionnaireId, questionnaireId)));
  const groups = new Map<string, { department: string; recipients: number; responses: number }>();
  const groupOf = (department: string | null) => {
    const key = department ?? "";
    const g = groups.get(key) ?? { department: key, recipients: 0, responses: 0 };
    groups.set(key, g);
    return g;
  };
  for (const r of rows) {
    const g = groupOf(r.department);
    g.recipients += 1;
    if (!anonymous && r.answered) g.responses += 1;
  }
  if (anonymous) {
    const written = await tx
      .select({ department: responses.department })
      .from(responses)
      .where(and(eq(responses.tenantId, tenantId), eq(responses.questionnaireId, questionnaireId)));
    for (const r of written) groupOf(r.department).responses += 1;
  }
  return [...groups.values()];
}

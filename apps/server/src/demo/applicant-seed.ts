import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  APPLICANT_SOURCES,
  APPLICANT_STAGE_LABELS,
  CONSENT_TEXT_VERSION,
  type ApplicantStage,
} from "@office/shared/applicants/applicants.contract";
import { addDays, computeRetentionUntil } from "@office/shared/applicants/applicant-retention";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Platform } from "../platform/platform.ts";
import type { Tx } from "../platform/db.ts";
import {
  applicantNotes,
  applicants,
  applicantStageHistory,
  jobOpenings,
} from "../modules/applicants/applicants.table.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { createDemoPdf } from "./demo-pdf.ts";
import { FAMILY_NAMES, GIVEN_NAMES, createRandom, emailFor } from "./names.ts";

/**
 * Demo recruiting (issue 11 §5): three openings — two open, one filled 40 days ago — with 40 applicants
 * across every stage, CVs (generated PDFs) for most, interview notes with scores, and stage histories.
 * Two rejected applicants of the filled opening are past their retention date (no consent), so the
 * retention job erases them on the server's first run; one with consent is 10 days from it (hr is
 * warned). Dates are relative to `now`; names and choices are deterministic.
 */

type Opening = { title: string; department: string; description: string; status: "open" | "filled" };
const OPENINGS: Opening[] = [
  {
    title: "Senior backend fejlesztő",
    department: "Fejlesztés",
    description: "TypeScript/Node.js fejlesztő a belső rendszereink csapatába, hibrid munkavégzéssel.",
    status: "open",
  },
  {
    title: "HR asszisztens",
    department: "Humánerőforrás",
    description: "Toborzás, belépési adminisztráció és munkaügyi nyilvántartások támogatása.",
    status: "open",
  },
  {
    title: "Projektmenedzser",
    department: "Projektiroda",
    description: "Épületgépészeti projektek vezetése az ajánlattól az átadásig.",
    status: "filled",
  },
];

/** Stage plan per opening: how many applicants end in each stage (40 in all). */
const PLAN: [opening: number, stage: ApplicantStage, count: number][] = [
  [0, "new", 5],
  [0, "screening", 4],
  [0, "interview", 3],
  [0, "offer", 1],
  [0, "rejected", 3],
  [0, "withdrawn", 1],
  [1, "new", 4],
  [1, "screening", 3],
  [1, "interview", 2],
  [1, "rejected", 2],
  [2, "hired", 1],
  [2, "rejected", 8],
  [2, "withdrawn", 3],
];

const PATH: ApplicantStage[] = ["new", "screening", "interview", "offer"];
const REJECT_REASONS = [
  "A szakmai tapasztalat nem felel meg az elvárásoknak.",
  "A bérigény jelentősen meghaladja a keretet.",
  "Más jelölt jobban illeszkedett a csapathoz.",
  "Nem érkezett válasz az interjúmeghívásra.",
];
const NOTES = [
  "Jó kommunikáció, magabiztos szakmai háttér.",
  "A feladatmegoldás lassú volt, de alapos.",
  "Erős motiváció, a csapat kultúrájához illik.",
  "A referenciák meggyőzőek, a bérigény magas.",
];

/** Seeds the demo tenant's recruiting data (see the module comment). Answers the applicant ids. */
export async function seedApplicants(
  p: Platform,
  tx: Tx,
  tenantId: number,
  tenantSlug: string,
  hr: { userId: number; name: string },
  now = Date.now(),
): Promise<number[]> {
  const random = createRandom(11_0001);
  const today = budapestDate(now);
  const filledOn = addDays(today, -40);
  const openingIds: number[] = [];
  for (const o of OPENINGS) {
    const [row] = await tx
      .insert(jobOpenings)
      .values({ tenantId, ...o, closedOn: o.status === "open" ? null : filledOn })
      .returning({ id: jobOpenings.id });
    if (row) openingIds.push(row.id);
  }
  // The hired applicant is a project manager already on the staff: the link shows where they came from.
  const [hiredAs] = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.position, "Projektmenedzser")))
    .orderBy(asc(employees.id))
    .limit(1);
  const ids: number[] = [];
  let n = 0;
  let pastRetention = 0;
  for (const [openingIndex, stage, count] of PLAN) {
    const opening = OPENINGS[openingIndex];
    const jobOpeningId = openingIds[openingIndex];
    if (!opening || jobOpeningId === undefined) continue;
    for (let i = 0; i < count; i++) {
      n += 1;
      const family = random.pick(FAMILY_NAMES);
      const given = random.pick(GIVEN_NAMES);
      const name = stage === "hired" && hiredAs ? hiredAs.name : `${family} ${given}`;
      const appliedDaysAgo = opening.status === "filled" ? 70 + n : 3 + ((n * 7) % 45);
      const createdAt = new Date(now - appliedDaysAgo * 86_400_000);
      // The filled opening's first two rejected applicants have no consent: erased on the first run.
      // The third one consented 355 days ago: 10 days before erasure, so hr is warned.
      const unsuccessful = stage === "rejected" || stage === "withdrawn";
      let consentAt: Date | null = null;
      if (unsuccessful && opening.status === "filled") {
        if (stage === "rejected" && pastRetention < 2) pastRetention += 1;
        else if (stage === "rejected" && pastRetention === 2) {
          consentAt = new Date(now - 355 * 86_400_000);
          pastRetention += 1;
        } else consentAt = new Date(createdAt.getTime() + 20 * 86_400_000);
      } else if (unsuccessful && i === 0) consentAt = new Date(createdAt.getTime() + 5 * 86_400_000);
      const reached = stage === "rejected" ? (PATH[Math.min(i % 3, 3)] ?? "new") : stage;
      const retentionUntil = computeRetentionUntil({
        stage,
        consentToKeep: consentAt !== null,
        consentOn: consentAt ? budapestDate(consentAt.getTime()) : null,
        openingStatus: opening.status,
        openingClosedOn: opening.status === "open" ? null : filledOn,
      });
      const hasCv = n % 5 !== 0;
      const cvKey = hasCv ? `${tenantSlug}/applicants/demo/${randomUUID()}.pdf` : null;
      const email = emailFor(family, given, n, "mail.example.hu");
      const [row] = await tx
        .insert(applicants)
        .values({
          tenantId,
          jobOpeningId,
          name,
          email,
          phone: `+36 30 ${String(1_000_000 + n * 7919).slice(0, 3)} ${String(1000 + n * 37).slice(0, 4)}`,
          source: APPLICANT_SOURCES[n % APPLICANT_SOURCES.length] ?? "other",
          stage,
          rejectedInStage: stage === "rejected" ? reached : null,
          rejectionReason: stage === "rejected" ? (REJECT_REASONS[n % REJECT_REASONS.length] ?? null) : null,
          expectedSalaryHuf: 450_000 + ((n * 37_000) % 700_000),
          availableFrom: addDays(today, 15 + (n % 4) * 15),
          consentToKeep: consentAt !== null,
          consentAt,
          consentTextVersion: consentAt ? CONSENT_TEXT_VERSION : null,
          retentionUntil,
          cvStorageKey: cvKey,
          cvFileName: hasCv ? `${name.replaceAll(" ", "_")}_oneletrajz.pdf` : null,
          cvMime: hasCv ? "application/pdf" : null,
          hiredEmployeeId: stage === "hired" ? (hiredAs?.id ?? null) : null,
          noticeSentAt: stage === "rejected" ? new Date(createdAt.getTime() + 10 * 86_400_000) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: applicants.id });
      if (!row) continue;
      ids.push(row.id);
      if (cvKey) {
        const pdf = createDemoPdf({
          title: "Önéletrajz",
          header: name,
          lines: [
            { label: "Megpályázott pozíció", value: opening.title },
            { label: "E-mail", value: email },
            { gap: 8 },
            { heading: "Szakmai tapasztalat" },
            { text: `${3 + (n % 9)} év tapasztalat a(z) ${opening.department.toLowerCase()} területén.` },
            { heading: "Végzettség" },
            { text: n % 2 === 0 ? "Okleveles mérnök (MSc)" : "Közgazdász (BSc)" },
          ],
        });
        await p.storage.put(cvKey, pdf);
        await tx.update(applicants).set({ cvSize: pdf.length }).where(sqlIdIs(tenantId, row.id));
      }
      // History: new → … → the stage reached → the final stage.
      const target = stage === "rejected" ? reached : stage === "withdrawn" ? "screening" : stage;
      const steps: ApplicantStage[] = ["new"];
      for (const s of PATH.slice(1)) if (PATH.indexOf(s) <= PATH.indexOf(target)) steps.push(s);
      if (stage === "hired") steps.push("offer", "hired");
      if (unsuccessful) steps.push(stage);
      let prev: ApplicantStage | null = null;
      for (const [k, s] of steps.entries()) {
        await tx.insert(applicantStageHistory).values({
          tenantId,
          applicantId: row.id,
          fromStage: prev,
          toStage: s,
          reason: s === "rejected" ? (REJECT_REASONS[n % REJECT_REASONS.length] ?? null) : null,
          userId: hr.userId,
          userName: hr.name,
          at: new Date(createdAt.getTime() + k * 3 * 86_400_000),
        });
        prev = s;
      }
      if (steps.includes("interview")) {
        for (const [k, interviewer] of [hr.name, "Horváth Katalin"].entries()) {
          await tx.insert(applicantNotes).values({
            tenantId,
            applicantId: row.id,
            interviewerUserId: k === 0 ? hr.userId : null,
            interviewerName: interviewer,
            score: 1 + ((n + k * 2) % 5),
            note: `${NOTES[(n + k) % NOTES.length] ?? ""} (${APPLICANT_STAGE_LABELS.interview})`,
            createdAt: new Date(createdAt.getTime() + 7 * 86_400_000),
          });
        }
      }
    }
  }
  return ids;
}

const sqlIdIs = (tenantId: number, id: number) =>
  and(eq(applicants.tenantId, tenantId), eq(applicants.id, id));

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicantDetail, JobOpening } from "@office/shared/applicants/applicants.contract";
import { authed, createTestApp, login, type TestApp } from "../../test/harness.ts";

/**
 * Issue 11 §1 check-then-write under concurrency (the pipeline lock, `lockFor(…, "applicants", …)`).
 * PostgreSQL only: PGlite runs one transaction at a time, which hides the races looked for here.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("applicants under concurrency on postgres", () => {
  let t: TestApp;
  let hr: string;
  let opening: JobOpening;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    hr = await login(t, "demo", "hr");
    opening = (
      await t.app.inject({
        method: "POST",
        url: "/api/jobOpening",
        headers: authed("demo", hr),
        payload: { title: "Párhuzamos" },
      })
    ).json();
  });
  afterAll(async () => t?.close());
  const call = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, headers: authed("demo", hr), payload });
  const newApplicant = async (email: string) =>
    (
      await call("POST", "/api/applicant", { name: "Párhuzamos Péter", email, jobOpeningId: opening.id })
    ).json() as ApplicantDetail;

  it("10 simultaneous hires of one applicant create exactly one employee", async () => {
    const a = await newApplicant("parhuzamos.peter@example.hu");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/api/applicant/${a.id}/hire`, { employmentStart: "2026-12-01" }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it("10 simultaneous rejections record one change and send one notice", async () => {
    const a = await newApplicant("egyszer.ertesitett@example.hu");
    const before = t.mails.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("PUT", `/api/applicant/${a.id}/stage`, { stage: "rejected", reason: "Betelt." }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(t.mails.length).toBe(before + 1);
    const last = answers.find((r) => r.statusCode === 200)?.json() as ApplicantDetail;
    expect(last.history.map((h) => h.toStage)).toEqual(["new", "rejected"]);
  });
});

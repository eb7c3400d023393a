CREATE TABLE "questionnaire_pending_responses" (
	"tenant_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"sealed" text NOT NULL,
	CONSTRAINT "questionnaire_pending_responses_tenant_id_questionnaire_id_id_pk" PRIMARY KEY("tenant_id","questionnaire_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_pending_responses" ADD CONSTRAINT "questionnaire_pending_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_pending_responses" ADD CONSTRAINT "questionnaire_pending_responses_tenant_id_questionnaire_id_questionnaires_tenant_id_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."questionnaires"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_pending_responses');--> statement-breakpoint
-- Issue 18 §2: anonymous responses stored before this migration were inserted one transaction after the
-- respondent's "has answered" mark, in answer order, so their xmin and physical order joined them to the
-- marks. Rewrite them: copied aside, deleted and inserted again in the order of their random UUIDs, all
-- in this one transaction (one xmin, an order that says nothing about who answered when). FORCEd
-- row-level security would hide every row from a schema owner that is not a superuser, so it is lifted
-- for the rewrite and forced again at once (all inside the migration's transaction).
ALTER TABLE "questionnaire_responses" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TEMPORARY TABLE "office_anonymous_responses" ON COMMIT DROP AS
  SELECT r.* FROM "questionnaire_responses" r
  JOIN "questionnaires" q ON q."tenant_id" = r."tenant_id" AND q."id" = r."questionnaire_id"
  WHERE q."anonymous" AND r."employee_id" IS NULL;--> statement-breakpoint
CREATE TEMPORARY TABLE "office_anonymous_answers" ON COMMIT DROP AS
  SELECT a.* FROM "questionnaire_answers" a
  JOIN "office_anonymous_responses" r ON r."tenant_id" = a."tenant_id" AND r."id" = a."response_id";--> statement-breakpoint
DELETE FROM "questionnaire_responses" r USING "office_anonymous_responses" x
  WHERE r."tenant_id" = x."tenant_id" AND r."id" = x."id";--> statement-breakpoint
INSERT INTO "questionnaire_responses" ("tenant_id", "id", "questionnaire_id", "employee_id", "submitted_at", "department")
  SELECT "tenant_id", "id", "questionnaire_id", "employee_id", "submitted_at", "department"
  FROM "office_anonymous_responses" ORDER BY "id";--> statement-breakpoint
INSERT INTO "questionnaire_answers" ("tenant_id", "response_id", "question_id", "value")
  SELECT "tenant_id", "response_id", "question_id", "value"
  FROM "office_anonymous_answers" ORDER BY "response_id", "question_id";--> statement-breakpoint
ALTER TABLE "questionnaire_responses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" FORCE ROW LEVEL SECURITY;

CREATE TABLE "questionnaire_answers" (
	"tenant_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value" jsonb,
	CONSTRAINT "questionnaire_answers_tenant_id_response_id_question_id_pk" PRIMARY KEY("tenant_id","response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_recipients" (
	"tenant_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"department" text,
	"answered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "questionnaire_recipients_tenant_id_questionnaire_id_employee_id_pk" PRIMARY KEY("tenant_id","questionnaire_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_reminders" (
	"tenant_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_reminders_tenant_id_questionnaire_id_due_on_pk" PRIMARY KEY("tenant_id","questionnaire_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"tenant_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"employee_id" integer,
	"submitted_at" timestamp with time zone,
	"department" text,
	CONSTRAINT "questionnaire_responses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "questionnaire_responses_identity_check" CHECK (("questionnaire_responses"."employee_id" is null) = ("questionnaire_responses"."submitted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_template_versions" (
	"tenant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_template_versions_tenant_id_template_id_version_pk" PRIMARY KEY("tenant_id","template_id","version")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_templates" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"title" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"deadline" date NOT NULL,
	"sent_by_user_id" integer,
	"sent_by_name" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_tenant_id_response_id_questionnaire_responses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","response_id") REFERENCES "public"."questionnaire_responses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_recipients" ADD CONSTRAINT "questionnaire_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_recipients" ADD CONSTRAINT "questionnaire_recipients_tenant_id_questionnaire_id_questionnaires_tenant_id_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."questionnaires"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_recipients" ADD CONSTRAINT "questionnaire_recipients_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_reminders" ADD CONSTRAINT "questionnaire_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_reminders" ADD CONSTRAINT "questionnaire_reminders_tenant_id_questionnaire_id_questionnaires_tenant_id_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."questionnaires"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_tenant_id_questionnaire_id_questionnaires_tenant_id_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."questionnaires"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_template_versions" ADD CONSTRAINT "questionnaire_template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_template_versions" ADD CONSTRAINT "questionnaire_template_versions_tenant_id_template_id_questionnaire_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."questionnaire_templates"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_tenant_id_created_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_template_id_template_version_questionnaire_template_versions_tenant_id_template_id_version_fk" FOREIGN KEY ("tenant_id","template_id","template_version") REFERENCES "public"."questionnaire_template_versions"("tenant_id","template_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_sent_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sent_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_recipients_tenant_employee_idx" ON "questionnaire_recipients" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_tenant_questionnaire_idx" ON "questionnaire_responses" USING btree ("tenant_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaires_tenant_sender_idx" ON "questionnaires" USING btree ("tenant_id","sent_by_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "questionnaires_tenant_deadline_idx" ON "questionnaires" USING btree ("tenant_id","deadline");--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_templates');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_template_versions');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaires');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_recipients');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_responses');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_answers');--> statement-breakpoint
SELECT office_enable_tenant_rls('questionnaire_reminders');

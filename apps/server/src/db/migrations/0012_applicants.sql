CREATE TABLE "applicant_notes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "applicant_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" integer NOT NULL,
	"interviewer_user_id" integer,
	"interviewer_name" text NOT NULL,
	"score" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "applicant_notes_score_check" CHECK ("applicant_notes"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "applicant_notice_templates" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_retention_events" (
	"tenant_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"retention_until" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_retention_events_tenant_id_applicant_id_kind_retention_until_pk" PRIMARY KEY("tenant_id","applicant_id","kind","retention_until"),
	CONSTRAINT "applicant_retention_events_kind_check" CHECK ("applicant_retention_events"."kind" in ('warning', 'erased'))
);
--> statement-breakpoint
CREATE TABLE "applicant_stage_history" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "applicant_stage_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"user_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_stage_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "applicants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_opening_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"source" text DEFAULT 'other' NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"rejected_in_stage" text,
	"rejection_reason" text,
	"expected_salary_huf" integer,
	"available_from" date,
	"consent_to_keep" boolean DEFAULT false NOT NULL,
	"consent_text_version" text,
	"consent_at" timestamp with time zone,
	"legal_hold" boolean DEFAULT false NOT NULL,
	"retention_until" date,
	"cv_storage_key" text,
	"cv_file_name" text,
	"cv_mime" text,
	"cv_size" integer,
	"hired_employee_id" integer,
	"notice_sent_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "applicants_stage_check" CHECK ("applicants"."stage" in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')),
	CONSTRAINT "applicants_salary_check" CHECK ("applicants"."expected_salary_huf" is null or "applicants"."expected_salary_huf" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "job_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"department" text,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "job_openings_status_check" CHECK ("job_openings"."status" in ('open', 'filled', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notes" ADD CONSTRAINT "applicant_notes_tenant_id_applicant_id_applicants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","applicant_id") REFERENCES "public"."applicants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_notice_templates" ADD CONSTRAINT "applicant_notice_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_retention_events" ADD CONSTRAINT "applicant_retention_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_stage_history" ADD CONSTRAINT "applicant_stage_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_stage_history" ADD CONSTRAINT "applicant_stage_history_tenant_id_applicant_id_applicants_tenant_id_id_fk" FOREIGN KEY ("tenant_id","applicant_id") REFERENCES "public"."applicants"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_tenant_id_job_opening_id_job_openings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","job_opening_id") REFERENCES "public"."job_openings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_tenant_id_hired_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","hired_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_notes_tenant_applicant_idx" ON "applicant_notes" USING btree ("tenant_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_stage_history_tenant_applicant_idx" ON "applicant_stage_history" USING btree ("tenant_id","applicant_id","at");--> statement-breakpoint
CREATE INDEX "applicants_tenant_opening_idx" ON "applicants" USING btree ("tenant_id","job_opening_id","stage");--> statement-breakpoint
CREATE INDEX "applicants_tenant_email_idx" ON "applicants" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "applicants_tenant_retention_idx" ON "applicants" USING btree ("tenant_id","retention_until");--> statement-breakpoint
SELECT office_enable_tenant_rls('job_openings');--> statement-breakpoint
SELECT office_enable_tenant_rls('applicants');--> statement-breakpoint
SELECT office_enable_tenant_rls('applicant_stage_history');--> statement-breakpoint
SELECT office_enable_tenant_rls('applicant_notes');--> statement-breakpoint
SELECT office_enable_tenant_rls('applicant_retention_events');--> statement-breakpoint
SELECT office_enable_tenant_rls('applicant_notice_templates');

CREATE TABLE "project_tasks" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_id" integer,
	"due_date" date,
	"status" text DEFAULT 'todo' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"estimate_minutes" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_tasks_status_check" CHECK ("project_tasks"."status" in ('todo', 'doing', 'done')),
	CONSTRAINT "project_tasks_estimate_check" CHECK ("project_tasks"."estimate_minutes" is null or "project_tasks"."estimate_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time,
	"crosses_midnight" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'work' NOT NULL,
	"project_id" integer,
	"task_id" integer,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_entries_kind_check" CHECK ("time_entries"."kind" in ('work', 'standby')),
	CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('manual', 'clock')),
	CONSTRAINT "time_entries_break_check" CHECK ("time_entries"."break_minutes" >= 0 and "time_entries"."break_minutes" <= 1440),
	CONSTRAINT "time_entries_span_check" CHECK ("time_entries"."ends_at" is null or "time_entries"."ends_at" > "time_entries"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "time_entry_revisions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "time_entry_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"time_entry_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entry_revisions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_entry_revisions_action_check" CHECK ("time_entry_revisions"."action" in ('created', 'updated', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_closures" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"closed_by" integer,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_closures_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
CREATE TABLE "work_schedules" (
	"tenant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text DEFAULT 'general' NOT NULL,
	"daily_minutes" integer DEFAULT 480 NOT NULL,
	"record_mode" text DEFAULT 'entries' NOT NULL,
	"day_start" time DEFAULT '08:00' NOT NULL,
	"break_minutes" integer DEFAULT 20 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_schedules_tenant_id_employee_id_pk" PRIMARY KEY("tenant_id","employee_id"),
	CONSTRAINT "work_schedules_kind_check" CHECK ("work_schedules"."kind" in ('general', 'partTime', 'flexible')),
	CONSTRAINT "work_schedules_record_mode_check" CHECK ("work_schedules"."record_mode" in ('entries', 'schedule')),
	CONSTRAINT "work_schedules_daily_check" CHECK ("work_schedules"."daily_minutes" between 0 and 720),
	CONSTRAINT "work_schedules_break_check" CHECK ("work_schedules"."break_minutes" between 0 and 180)
);
--> statement-breakpoint
CREATE TABLE "working_time_settings" (
	"tenant_id" integer NOT NULL,
	"yearly_overtime_limit_hours" integer DEFAULT 250 NOT NULL,
	"overtime_agreement" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_time_settings_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "working_time_settings_limit_check" CHECK ("working_time_settings"."yearly_overtime_limit_hours" between 0 and 400)
);
--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_tenant_id_assignee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_task_id_project_tasks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."project_tasks"("tenant_id","id") ON DELETE set null ("task_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_revisions" ADD CONSTRAINT "time_entry_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_closures" ADD CONSTRAINT "timesheet_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_time_settings" ADD CONSTRAINT "working_time_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_tasks_tenant_project_idx" ON "project_tasks" USING btree ("tenant_id","project_id","status","position");--> statement-breakpoint
CREATE INDEX "project_tasks_tenant_assignee_idx" ON "project_tasks" USING btree ("tenant_id","assignee_id");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_employee_start_idx" ON "time_entries" USING btree ("tenant_id","employee_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_date_idx" ON "time_entries" USING btree ("tenant_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_project_idx" ON "time_entries" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_task_idx" ON "time_entries" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE INDEX "time_entry_revisions_tenant_entry_idx" ON "time_entry_revisions" USING btree ("tenant_id","time_entry_id");--> statement-breakpoint
CREATE INDEX "time_entry_revisions_tenant_employee_idx" ON "time_entry_revisions" USING btree ("tenant_id","employee_id","changed_at");--> statement-breakpoint
SELECT office_enable_tenant_rls('project_tasks');--> statement-breakpoint
SELECT office_enable_tenant_rls('time_entries');--> statement-breakpoint
SELECT office_enable_tenant_rls('time_entry_revisions');--> statement-breakpoint
SELECT office_enable_tenant_rls('work_schedules');--> statement-breakpoint
SELECT office_enable_tenant_rls('timesheet_closures');--> statement-breakpoint
SELECT office_enable_tenant_rls('working_time_settings');
CREATE TABLE "cost_centers" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cost_centers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feed_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"rsvp" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "event_attendees_tenant_id_event_id_employee_id_pk" PRIMARY KEY("tenant_id","event_id","employee_id"),
	CONSTRAINT "event_attendees_rsvp_check" CHECK ("event_attendees"."rsvp" in ('pending', 'accepted', 'declined', 'tentative'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"category" text,
	"organizer_user_id" integer,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"recurrence_until" date,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "events_recurrence_check" CHECK ("events"."recurrence" in ('none', 'weekly', 'monthly', 'yearly')),
	CONSTRAINT "events_time_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "external_resources" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "external_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"company" text,
	"tax_number" text,
	"email" text,
	"phone" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"daily_rate_huf" integer,
	"hourly_rate_huf" integer,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_resources_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "external_resources_rates_check" CHECK (("external_resources"."daily_rate_huf" is null or "external_resources"."daily_rate_huf" >= 0) and ("external_resources"."hourly_rate_huf" is null or "external_resources"."hourly_rate_huf" >= 0))
);
--> statement-breakpoint
CREATE TABLE "partner_contacts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "partner_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"email" text,
	"phone" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tax_number" text,
	"eu_vat_number" text,
	"postal_code" text,
	"city" text,
	"address" text,
	"email" text,
	"phone" text,
	"website" text,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_activity" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_comments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "project_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_external_resources" (
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"external_resource_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_external_resources_tenant_id_project_id_external_resource_id_pk" PRIMARY KEY("tenant_id","project_id","external_resource_id")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_tenant_id_project_id_employee_id_pk" PRIMARY KEY("tenant_id","project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"partner_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"budget_huf" bigint,
	"cost_center_id" integer,
	"manager_id" integer,
	"description" text,
	"health" text DEFAULT 'onTrack' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('planned', 'active', 'onHold', 'closed')),
	CONSTRAINT "projects_health_check" CHECK ("projects"."health" in ('onTrack', 'atRisk', 'offTrack')),
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" between 0 and 100),
	CONSTRAINT "projects_budget_check" CHECK ("projects"."budget_huf" is null or "projects"."budget_huf" >= 0),
	CONSTRAINT "projects_dates_check" CHECK ("projects"."end_date" is null or "projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cost_center_id" integer;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_organizer_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","organizer_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_resources" ADD CONSTRAINT "external_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_tenant_id_partner_id_partners_tenant_id_id_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_tenant_id_actor_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_tenant_id_author_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_external_resources" ADD CONSTRAINT "project_external_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_external_resources" ADD CONSTRAINT "project_external_resources_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_external_resources" ADD CONSTRAINT "project_external_resources_tenant_id_external_resource_id_external_resources_tenant_id_id_fk" FOREIGN KEY ("tenant_id","external_resource_id") REFERENCES "public"."external_resources"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_partner_id_partners_tenant_id_id_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_cost_center_id_cost_centers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cost_center_id") REFERENCES "public"."cost_centers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_manager_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centers_tenant_code_key" ON "cost_centers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_tenant_hash_key" ON "calendar_feed_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_tenant_user_idx" ON "calendar_feed_tokens" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_tenant_employee_idx" ON "event_attendees" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "events_tenant_starts_idx" ON "events" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "external_resources_tenant_name_idx" ON "external_resources" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "partner_contacts_tenant_partner_idx" ON "partner_contacts" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_tenant_tax_number_key" ON "partners" USING btree ("tenant_id","tax_number") WHERE "partners"."tax_number" is not null;--> statement-breakpoint
CREATE INDEX "partners_tenant_name_idx" ON "partners" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "project_activity_tenant_project_created_idx" ON "project_activity" USING btree ("tenant_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_comments_tenant_project_created_idx" ON "project_comments" USING btree ("tenant_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_external_resources_tenant_resource_idx" ON "project_external_resources" USING btree ("tenant_id","external_resource_id");--> statement-breakpoint
CREATE INDEX "project_members_tenant_employee_idx" ON "project_members" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_tenant_code_key" ON "projects" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "projects_tenant_partner_idx" ON "projects" USING btree ("tenant_id","partner_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_manager_idx" ON "projects" USING btree ("tenant_id","manager_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_cost_center_id_cost_centers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cost_center_id") REFERENCES "public"."cost_centers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT office_enable_tenant_rls('cost_centers');
--> statement-breakpoint
SELECT office_enable_tenant_rls('partners');
--> statement-breakpoint
SELECT office_enable_tenant_rls('partner_contacts');
--> statement-breakpoint
SELECT office_enable_tenant_rls('external_resources');
--> statement-breakpoint
SELECT office_enable_tenant_rls('projects');
--> statement-breakpoint
SELECT office_enable_tenant_rls('project_members');
--> statement-breakpoint
SELECT office_enable_tenant_rls('project_external_resources');
--> statement-breakpoint
SELECT office_enable_tenant_rls('project_comments');
--> statement-breakpoint
SELECT office_enable_tenant_rls('project_activity');
--> statement-breakpoint
SELECT office_enable_tenant_rls('events');
--> statement-breakpoint
SELECT office_enable_tenant_rls('event_attendees');
--> statement-breakpoint
SELECT office_enable_tenant_rls('calendar_feed_tokens');
--> statement-breakpoint
-- The employees' free-text cost centres become rows of cost_centers (code = name = the old text) and
-- each employee refers to its row (issue 8).
INSERT INTO cost_centers (tenant_id, code, name)
SELECT DISTINCT tenant_id, btrim(cost_center), btrim(cost_center)
FROM employees
WHERE cost_center IS NOT NULL AND btrim(cost_center) <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE employees e SET cost_center_id = c.id
FROM cost_centers c
WHERE c.tenant_id = e.tenant_id AND c.code = btrim(e.cost_center) AND e.cost_center_id IS NULL;

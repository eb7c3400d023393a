CREATE TABLE "leave_carry_overs" (
	"tenant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"from_year" integer NOT NULL,
	"rule" text NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"deadline" date NOT NULL,
	"rule_text" text NOT NULL,
	"run_id" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_carry_overs_tenant_id_employee_id_from_year_rule_pk" PRIMARY KEY("tenant_id","employee_id","from_year","rule")
);
--> statement-breakpoint
CREATE TABLE "leave_year_end_runs" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_year_end_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"started_by" integer,
	"report" jsonb,
	CONSTRAINT "leave_year_end_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "leave_year_end_runs_tenant_year_uq" UNIQUE("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "leave_year_end_settings" (
	"tenant_id" integer NOT NULL,
	"collective_agreement_quarter" boolean DEFAULT false NOT NULL,
	"age_extra_agreement" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_year_end_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "leave_carry_overs" ADD CONSTRAINT "leave_carry_overs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_year_end_runs" ADD CONSTRAINT "leave_year_end_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_year_end_settings" ADD CONSTRAINT "leave_year_end_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_carry_overs_tenant_deadline_idx" ON "leave_carry_overs" USING btree ("tenant_id","deadline");--> statement-breakpoint
SELECT office_enable_tenant_rls('leave_year_end_runs');--> statement-breakpoint
SELECT office_enable_tenant_rls('leave_carry_overs');--> statement-breakpoint
SELECT office_enable_tenant_rls('leave_year_end_settings');
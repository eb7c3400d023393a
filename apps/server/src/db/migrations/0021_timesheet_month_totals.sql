CREATE TABLE "timesheet_month_totals" (
	"tenant_id" integer NOT NULL,
	"month" date NOT NULL,
	"employee_id" integer NOT NULL,
	"scheduled_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"standby_minutes" integer NOT NULL,
	CONSTRAINT "timesheet_month_totals_tenant_id_month_employee_id_pk" PRIMARY KEY("tenant_id","month","employee_id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_month_totals" ADD CONSTRAINT "timesheet_month_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_month_totals_tenant_employee_idx" ON "timesheet_month_totals" USING btree ("tenant_id","employee_id","month");--> statement-breakpoint
SELECT office_enable_tenant_rls('timesheet_month_totals');
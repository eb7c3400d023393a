CREATE TABLE "resource_allocations" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "resource_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_type" text NOT NULL,
	"employee_id" integer,
	"external_resource_id" integer,
	"project_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_per_day" numeric(4, 1) NOT NULL,
	"status" text DEFAULT 'tentative' NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_allocations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "resource_allocations_resource_check" CHECK (("resource_allocations"."resource_type" = 'employee' and "resource_allocations"."employee_id" is not null and "resource_allocations"."external_resource_id" is null) or ("resource_allocations"."resource_type" = 'external' and "resource_allocations"."external_resource_id" is not null and "resource_allocations"."employee_id" is null)),
	CONSTRAINT "resource_allocations_status_check" CHECK ("resource_allocations"."status" in ('tentative', 'confirmed')),
	CONSTRAINT "resource_allocations_dates_check" CHECK ("resource_allocations"."end_date" >= "resource_allocations"."start_date"),
	CONSTRAINT "resource_allocations_hours_check" CHECK ("resource_allocations"."hours_per_day" >= 0.5 and "resource_allocations"."hours_per_day" <= 24)
);
--> statement-breakpoint
ALTER TABLE "external_resources" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "external_resources" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "resource_allocations" ADD CONSTRAINT "resource_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_allocations" ADD CONSTRAINT "resource_allocations_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_allocations" ADD CONSTRAINT "resource_allocations_tenant_id_external_resource_id_external_resources_tenant_id_id_fk" FOREIGN KEY ("tenant_id","external_resource_id") REFERENCES "public"."external_resources"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_allocations" ADD CONSTRAINT "resource_allocations_tenant_id_project_id_projects_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_allocations" ADD CONSTRAINT "resource_allocations_tenant_id_created_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_allocations_tenant_dates_idx" ON "resource_allocations" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "resource_allocations_tenant_employee_idx" ON "resource_allocations" USING btree ("tenant_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "resource_allocations_tenant_external_idx" ON "resource_allocations" USING btree ("tenant_id","external_resource_id","start_date");--> statement-breakpoint
CREATE INDEX "resource_allocations_tenant_project_idx" ON "resource_allocations" USING btree ("tenant_id","project_id","start_date");--> statement-breakpoint
SELECT office_enable_tenant_rls('resource_allocations');

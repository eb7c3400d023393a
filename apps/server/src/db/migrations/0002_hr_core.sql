CREATE TABLE "attendance_entries" (
	"tenant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" text NOT NULL,
	"note" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_entries_tenant_id_employee_id_day_pk" PRIMARY KEY("tenant_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "employee_children" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employee_children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"name" text,
	"birth_date" date NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employee_children_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employee_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"document_type" text DEFAULT 'egyéb' NOT NULL,
	"valid_until" date,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_files" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employee_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_history" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employee_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"area" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	CONSTRAINT "employee_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_wages" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employee_wages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_gross" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_wages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_rest_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "company_rest_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "leave_allowances" (
	"tenant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"adjustment_days" numeric(5, 1) DEFAULT 0 NOT NULL,
	"adjustment_reason" text,
	"carry_over_days" numeric(5, 1) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_allowances_tenant_id_employee_id_year_pk" PRIMARY KEY("tenant_id","employee_id","year")
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" text,
	"working_days" numeric(5, 1) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "mothers_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "taj_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "education" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cost_center" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_start" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_end" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "work_schedule" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "weekly_hours" numeric(4, 1) DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_children" ADD CONSTRAINT "employee_children_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_children" ADD CONSTRAINT "employee_children_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_files" ADD CONSTRAINT "employee_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_history" ADD CONSTRAINT "employee_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wages" ADD CONSTRAINT "employee_wages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_rest_days" ADD CONSTRAINT "company_rest_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_allowances" ADD CONSTRAINT "leave_allowances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_children_tenant_employee_idx" ON "employee_children" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_documents_tenant_employee_idx" ON "employee_documents" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_files_tenant_employee_name_key" ON "employee_files" USING btree ("tenant_id","employee_id","name");--> statement-breakpoint
CREATE INDEX "employee_history_tenant_employee_at_idx" ON "employee_history" USING btree ("tenant_id","employee_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_wages_tenant_employee_from_key" ON "employee_wages" USING btree ("tenant_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_employee_start_idx" ON "leave_requests" USING btree ("tenant_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_tenant_status_idx" ON "leave_requests" USING btree ("tenant_id","status");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_manager_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tenant_number_key" ON "employees" USING btree ("tenant_id","employee_number");--> statement-breakpoint
CREATE INDEX "employees_tenant_manager_idx" ON "employees" USING btree ("tenant_id","manager_id");--> statement-breakpoint
CREATE INDEX "employees_tenant_active_name_idx" ON "employees" USING btree ("tenant_id","active","name");
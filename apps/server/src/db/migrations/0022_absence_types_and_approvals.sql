CREATE TABLE "absence_types" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "absence_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"paid" boolean NOT NULL,
	"counts_against_entitlement" boolean NOT NULL,
	"requires_certificate" boolean NOT NULL,
	"yearly_limit_days" numeric(5, 1),
	"unit" text NOT NULL,
	"attendance_code" text NOT NULL,
	"approval" text NOT NULL,
	"visible_to_colleagues_as" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"statutory" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "leave_request_events" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "leave_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"step" integer,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "deputy_id" integer;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "hours" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "approval_steps" text[] DEFAULT array['manager']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "current_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "approver_employee_id" integer;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "step_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "provisional_calendar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "certificate_key" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "certificate_mime" text;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "certificate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "absence_types" ADD CONSTRAINT "absence_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_events" ADD CONSTRAINT "leave_request_events_tenant_id_request_id_leave_requests_tenant_id_id_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."leave_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_types_tenant_code_idx" ON "absence_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "leave_request_events_request_idx" ON "leave_request_events" USING btree ("tenant_id","request_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_deputy_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","deputy_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT office_enable_tenant_rls('absence_types');--> statement-breakpoint
SELECT office_enable_tenant_rls('leave_request_events');
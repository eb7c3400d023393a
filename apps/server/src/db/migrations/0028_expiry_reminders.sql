CREATE TABLE "car_services" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "car_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"date" date NOT NULL,
	"odometer_km" integer NOT NULL,
	"cost_huf" integer NOT NULL,
	"description" text NOT NULL,
	"invoice_key" text,
	"invoice_file_name" text,
	"invoice_mime" text,
	"invoice_size" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders_sent" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "expiry_reminders_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"threshold" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_sent_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"tenant_id" integer NOT NULL,
	"reminder_days" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "service_interval_km" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "service_interval_months" integer;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_tenant_id_car_id_cars_tenant_id_id_fk" FOREIGN KEY ("tenant_id","car_id") REFERENCES "public"."cars"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders_sent" ADD CONSTRAINT "expiry_reminders_sent_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_services_tenant_car_date_idx" ON "car_services" USING btree ("tenant_id","car_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_reminders_sent_key" ON "expiry_reminders_sent" USING btree ("tenant_id","subject_type","subject_id","due_date","threshold");--> statement-breakpoint
CREATE INDEX "expiry_reminders_sent_subject_idx" ON "expiry_reminders_sent" USING btree ("tenant_id","subject_type","subject_id");--> statement-breakpoint
SELECT office_enable_tenant_rls('car_services');--> statement-breakpoint
SELECT office_enable_tenant_rls('expiry_reminders_sent');--> statement-breakpoint
SELECT office_enable_tenant_rls('reminder_settings');

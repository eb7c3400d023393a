CREATE TABLE "car_log_closures" (
	"tenant_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_user_id" integer,
	CONSTRAINT "car_log_closures_tenant_id_car_id_month_pk" PRIMARY KEY("tenant_id","car_id","month")
);
--> statement-breakpoint
CREATE TABLE "car_trips" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "car_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"date" date NOT NULL,
	"driver_id" integer NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"purpose" text NOT NULL,
	"partner_id" integer,
	"project_id" integer,
	"start_km" integer NOT NULL,
	"end_km" integer NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"gap_reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_trips_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plate" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"vin" text,
	"year" integer,
	"fuel_type" text NOT NULL,
	"engine_kw" integer,
	"engine_ccm" integer,
	"environmental_class" text,
	"odometer_km" integer DEFAULT 0 NOT NULL,
	"base_odometer_km" integer DEFAULT 0 NOT NULL,
	"mot_expiry" date,
	"mandatory_insurance_expiry" date,
	"casco_expiry" date,
	"ownership" text NOT NULL,
	"driver_id" integer,
	"cost_center_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "drivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"licence_number" text,
	"licence_categories" text[] DEFAULT '{}' NOT NULL,
	"licence_expiry" date,
	"medical_expiry" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fleet_notices" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_notices_tenant_id_user_id_subject_day_pk" PRIMARY KEY("tenant_id","user_id","subject","day")
);
--> statement-breakpoint
CREATE TABLE "fleet_reminder_stages" (
	"tenant_id" integer NOT NULL,
	"reminder_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_reminder_stages_tenant_id_reminder_id_stage_pk" PRIMARY KEY("tenant_id","reminder_id","stage")
);
--> statement-breakpoint
CREATE TABLE "fleet_reminders" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fleet_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"done_date" date,
	"next_due_date" date,
	"done_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_reminders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fuel_cards" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fuel_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"card_last4" text NOT NULL,
	"monthly_limit_huf" integer,
	"expiry" date,
	"car_id" integer,
	"driver_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_cards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "fuel_fills" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fuel_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"date" date NOT NULL,
	"liters" numeric(8, 2) NOT NULL,
	"total_huf" integer NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_card_id" integer,
	"full" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_fills_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "car_log_closures" ADD CONSTRAINT "car_log_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_log_closures" ADD CONSTRAINT "car_log_closures_tenant_id_car_id_cars_tenant_id_id_fk" FOREIGN KEY ("tenant_id","car_id") REFERENCES "public"."cars"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trips" ADD CONSTRAINT "car_trips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trips" ADD CONSTRAINT "car_trips_tenant_id_car_id_cars_tenant_id_id_fk" FOREIGN KEY ("tenant_id","car_id") REFERENCES "public"."cars"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_trips" ADD CONSTRAINT "car_trips_tenant_id_driver_id_drivers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."drivers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_tenant_id_driver_id_drivers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."drivers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_tenant_id_cost_center_id_cost_centers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cost_center_id") REFERENCES "public"."cost_centers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_notices" ADD CONSTRAINT "fleet_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_notices" ADD CONSTRAINT "fleet_notices_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reminder_stages" ADD CONSTRAINT "fleet_reminder_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reminder_stages" ADD CONSTRAINT "fleet_reminder_stages_tenant_id_reminder_id_fleet_reminders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reminder_id") REFERENCES "public"."fleet_reminders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_reminders" ADD CONSTRAINT "fleet_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_tenant_id_car_id_cars_tenant_id_id_fk" FOREIGN KEY ("tenant_id","car_id") REFERENCES "public"."cars"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_cards" ADD CONSTRAINT "fuel_cards_tenant_id_driver_id_drivers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","driver_id") REFERENCES "public"."drivers"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fills" ADD CONSTRAINT "fuel_fills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fills" ADD CONSTRAINT "fuel_fills_tenant_id_car_id_cars_tenant_id_id_fk" FOREIGN KEY ("tenant_id","car_id") REFERENCES "public"."cars"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_fills" ADD CONSTRAINT "fuel_fills_tenant_id_fuel_card_id_fuel_cards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","fuel_card_id") REFERENCES "public"."fuel_cards"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_trips_tenant_car_date_idx" ON "car_trips" USING btree ("tenant_id","car_id","date","start_km");--> statement-breakpoint
CREATE INDEX "car_trips_tenant_driver_idx" ON "car_trips" USING btree ("tenant_id","driver_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_tenant_plate_key" ON "cars" USING btree ("tenant_id","plate");--> statement-breakpoint
CREATE INDEX "cars_tenant_driver_idx" ON "cars" USING btree ("tenant_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_tenant_employee_key" ON "drivers" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_reminders_subject_kind_due_key" ON "fleet_reminders" USING btree ("tenant_id","subject_type","subject_id","kind","due_date");--> statement-breakpoint
CREATE INDEX "fuel_cards_tenant_car_idx" ON "fuel_cards" USING btree ("tenant_id","car_id");--> statement-breakpoint
CREATE INDEX "fuel_fills_tenant_car_date_idx" ON "fuel_fills" USING btree ("tenant_id","car_id","date");--> statement-breakpoint
CREATE INDEX "fuel_fills_tenant_card_date_idx" ON "fuel_fills" USING btree ("tenant_id","fuel_card_id","date");--> statement-breakpoint
SELECT office_enable_tenant_rls('drivers');--> statement-breakpoint
SELECT office_enable_tenant_rls('cars');--> statement-breakpoint
SELECT office_enable_tenant_rls('car_trips');--> statement-breakpoint
SELECT office_enable_tenant_rls('car_log_closures');--> statement-breakpoint
SELECT office_enable_tenant_rls('fuel_cards');--> statement-breakpoint
SELECT office_enable_tenant_rls('fuel_fills');--> statement-breakpoint
SELECT office_enable_tenant_rls('fleet_reminders');--> statement-breakpoint
SELECT office_enable_tenant_rls('fleet_reminder_stages');--> statement-breakpoint
SELECT office_enable_tenant_rls('fleet_notices');

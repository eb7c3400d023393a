CREATE TABLE "calendar_settings" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"default_reminder_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_settings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "calendar_settings_reminder_check" CHECK ("calendar_settings"."default_reminder_minutes" is null or "calendar_settings"."default_reminder_minutes" in (15, 60, 1440))
);
--> statement-breakpoint
CREATE TABLE "event_occurrence_overrides" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_occurrence_overrides_tenant_id_event_id_occurrence_start_pk" PRIMARY KEY("tenant_id","event_id","occurrence_start"),
	CONSTRAINT "event_occurrence_overrides_time_check" CHECK ("event_occurrence_overrides"."ends_at" >= "event_occurrence_overrides"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_reminder_claims" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminder_claims_tenant_id_event_id_occurrence_start_user_id_pk" PRIMARY KEY("tenant_id","event_id","occurrence_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_minutes" integer;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_overrides" ADD CONSTRAINT "event_occurrence_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_overrides" ADD CONSTRAINT "event_occurrence_overrides_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_claims" ADD CONSTRAINT "event_reminder_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_claims" ADD CONSTRAINT "event_reminder_claims_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminder_claims" ADD CONSTRAINT "event_reminder_claims_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reminder_minutes_check" CHECK ("events"."reminder_minutes" is null or "events"."reminder_minutes" in (15, 60, 1440));--> statement-breakpoint
SELECT office_enable_tenant_rls('calendar_settings');--> statement-breakpoint
SELECT office_enable_tenant_rls('event_occurrence_overrides');--> statement-breakpoint
SELECT office_enable_tenant_rls('event_reminder_claims');

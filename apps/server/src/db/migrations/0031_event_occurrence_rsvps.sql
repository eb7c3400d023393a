CREATE TABLE "event_occurrence_rsvps" (
	"tenant_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"employee_id" integer NOT NULL,
	"rsvp" text NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_occurrence_rsvps_tenant_id_event_id_occurrence_start_employee_id_pk" PRIMARY KEY("tenant_id","event_id","occurrence_start","employee_id"),
	CONSTRAINT "event_occurrence_rsvps_rsvp_check" CHECK ("event_occurrence_rsvps"."rsvp" in ('accepted', 'declined', 'tentative'))
);
--> statement-breakpoint
ALTER TABLE "event_occurrence_rsvps" ADD CONSTRAINT "event_occurrence_rsvps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_rsvps" ADD CONSTRAINT "event_occurrence_rsvps_attendee_fk" FOREIGN KEY ("tenant_id","event_id","employee_id") REFERENCES "public"."event_attendees"("tenant_id","event_id","employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT office_enable_tenant_rls('event_occurrence_rsvps');
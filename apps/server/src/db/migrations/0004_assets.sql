CREATE TABLE "assets" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inventory_number" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"serial_number" text,
	"value_huf" integer,
	"holder_employee_id" integer,
	"location" text,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"acquired_on" date,
	"held_since" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "assets_status_check" CHECK ("assets"."status" in ('in_use', 'in_stock', 'under_repair', 'retired')),
	CONSTRAINT "assets_value_check" CHECK ("assets"."value_huf" is null or "assets"."value_huf" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_holder_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","holder_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_tenant_inventory_number_key" ON "assets" USING btree ("tenant_id","inventory_number");--> statement-breakpoint
CREATE INDEX "assets_tenant_holder_idx" ON "assets" USING btree ("tenant_id","holder_employee_id");--> statement-breakpoint
-- Row-level security for the new tenant tables (same idempotent block as 0001).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.relname AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer)',
        t.relname);
    END IF;
  END LOOP;
END
$$;

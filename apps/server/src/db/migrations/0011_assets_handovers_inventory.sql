CREATE TABLE "asset_handover_items" (
	"tenant_id" integer NOT NULL,
	"handover_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"position" integer NOT NULL,
	"inventory_number" text NOT NULL,
	"name" text NOT NULL,
	"serial_number" text,
	"value_huf" integer,
	"condition" text,
	CONSTRAINT "asset_handover_items_tenant_id_handover_id_asset_id_pk" PRIMARY KEY("tenant_id","handover_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "asset_handovers" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "asset_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_employee_id" integer,
	"to_employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_ip" text,
	"reject_reason" text,
	"reminded_at" timestamp with time zone,
	"pdf_key" text,
	CONSTRAINT "asset_handovers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "asset_handovers_status_check" CHECK ("asset_handovers"."status" in ('draft', 'sent', 'accepted', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "asset_history" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "asset_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text,
	"handover_id" integer,
	"inventory_id" integer,
	CONSTRAINT "asset_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"location" text,
	"category" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "inventories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inventories_status_check" CHECK ("inventories"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"tenant_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"inventory_number" text NOT NULL,
	"asset_id" integer,
	"name" text,
	"category" text,
	"book_location" text,
	"book_holder_id" integer,
	"book_holder_name" text,
	"value_huf" integer,
	"expected" boolean NOT NULL,
	"counted_at" timestamp with time zone,
	"presented_by_id" integer,
	"result" text,
	CONSTRAINT "inventory_lines_tenant_id_inventory_id_inventory_number_pk" PRIMARY KEY("tenant_id","inventory_id","inventory_number")
);
--> statement-breakpoint
ALTER TABLE "assets" DROP CONSTRAINT "assets_status_check";--> statement-breakpoint
ALTER TABLE "assets" ALTER COLUMN "status" SET DEFAULT 'inStock';--> statement-breakpoint
-- Issue 10 §2 status names: in_use → assigned, in_stock → inStock, under_repair → inRepair (retired stays).
-- FORCEd row-level security would hide every row from a schema owner that is not a superuser (the update
-- then changed nothing and the new check constraint below failed the upgrade), so it is lifted for the
-- update and forced again at once, inside the migration's transaction (platform/migrations-owner.test.ts).
ALTER TABLE "assets" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "assets" SET "status" = CASE "status" WHEN 'in_use' THEN 'assigned' WHEN 'in_stock' THEN 'inStock' WHEN 'under_repair' THEN 'inRepair' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "assets" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "supplier" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "warranty_expiry" date;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "last_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_handover_items" ADD CONSTRAINT "asset_handover_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_handover_items" ADD CONSTRAINT "asset_handover_items_tenant_id_handover_id_asset_handovers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","handover_id") REFERENCES "public"."asset_handovers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_handover_items" ADD CONSTRAINT "asset_handover_items_tenant_id_asset_id_assets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","asset_id") REFERENCES "public"."assets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_handovers" ADD CONSTRAINT "asset_handovers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_handovers" ADD CONSTRAINT "asset_handovers_tenant_id_from_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_handovers" ADD CONSTRAINT "asset_handovers_tenant_id_to_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_tenant_id_asset_id_assets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","asset_id") REFERENCES "public"."assets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_tenant_id_inventory_id_inventories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventories"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_tenant_id_asset_id_assets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","asset_id") REFERENCES "public"."assets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_handover_items_tenant_asset_idx" ON "asset_handover_items" USING btree ("tenant_id","asset_id");--> statement-breakpoint
CREATE INDEX "asset_handovers_tenant_to_status_idx" ON "asset_handovers" USING btree ("tenant_id","to_employee_id","status");--> statement-breakpoint
CREATE INDEX "asset_handovers_tenant_status_sent_idx" ON "asset_handovers" USING btree ("tenant_id","status","sent_at");--> statement-breakpoint
CREATE INDEX "asset_history_tenant_asset_idx" ON "asset_history" USING btree ("tenant_id","asset_id","at");--> statement-breakpoint
CREATE INDEX "inventory_lines_tenant_asset_idx" ON "inventory_lines" USING btree ("tenant_id","asset_id");--> statement-breakpoint
CREATE INDEX "assets_tenant_status_idx" ON "assets" USING btree ("tenant_id","status");--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_check" CHECK ("assets"."status" in ('inStock', 'assigned', 'inRepair', 'retired', 'lost'));--> statement-breakpoint
SELECT office_enable_tenant_rls('asset_history');--> statement-breakpoint
SELECT office_enable_tenant_rls('asset_handovers');--> statement-breakpoint
SELECT office_enable_tenant_rls('asset_handover_items');--> statement-breakpoint
SELECT office_enable_tenant_rls('inventories');--> statement-breakpoint
SELECT office_enable_tenant_rls('inventory_lines');

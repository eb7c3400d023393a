CREATE TABLE "points_ledger" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"employee_id" integer NOT NULL,
	"points" integer NOT NULL,
	"from_employee_id" integer,
	"redemption_id" integer,
	"reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "points_ledger_kind_check" CHECK ("points_ledger"."kind" in ('give', 'award', 'redeem', 'refund', 'adjust')),
	CONSTRAINT "points_ledger_give_check" CHECK (("points_ledger"."kind" = 'give') = ("points_ledger"."from_employee_id" is not null) and ("points_ledger"."kind" <> 'give' or "points_ledger"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"monthly_allowance" integer NOT NULL,
	"per_recipient_monthly_cap" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"price_points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"value_huf" integer,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_check" CHECK ("products"."price_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"price_points" integer NOT NULL,
	"value_huf" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	CONSTRAINT "redemptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "redemptions_status_check" CHECK ("redemptions"."status" in ('pending', 'fulfilled', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_tenant_id_from_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_tenant_id_created_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_tenant_id_employee_id_employees_tenant_id_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_tenant_id_requested_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_tenant_id_decided_by_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","decided_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_tenant_employee_idx" ON "points_ledger" USING btree ("tenant_id","employee_id","kind");--> statement-breakpoint
CREATE INDEX "points_ledger_tenant_created_idx" ON "points_ledger" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_tenant_from_idx" ON "points_ledger" USING btree ("tenant_id","from_employee_id","created_at");--> statement-breakpoint
CREATE INDEX "products_tenant_name_idx" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "redemptions_tenant_status_idx" ON "redemptions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_tenant_employee_idx" ON "redemptions" USING btree ("tenant_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "redemptions_tenant_product_idx" ON "redemptions" USING btree ("tenant_id","product_id");--> statement-breakpoint
SELECT office_enable_tenant_rls('points_ledger');--> statement-breakpoint
SELECT office_enable_tenant_rls('points_settings');--> statement-breakpoint
SELECT office_enable_tenant_rls('products');--> statement-breakpoint
SELECT office_enable_tenant_rls('redemptions');--> statement-breakpoint
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON "points_ledger"
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();

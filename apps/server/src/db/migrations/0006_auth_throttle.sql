CREATE TABLE "auth_throttle" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_throttle_tenant_id_kind_subject_source_pk" PRIMARY KEY("tenant_id","kind","subject","source")
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD CONSTRAINT "auth_throttle_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttle_tenant_updated_idx" ON "auth_throttle" USING btree ("tenant_id","updated_at");--> statement-breakpoint
-- One helper for every later tenant table: ENABLE + FORCE row-level security and the tenant_isolation
-- policy (same policy as 0001). Idempotent. Call it after CREATE TABLE: SELECT office_enable_tenant_rls('t');
CREATE OR REPLACE FUNCTION office_enable_tenant_rls(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  rel text := (SELECT c.relname FROM pg_class c WHERE c.oid = tbl);
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  IF NOT EXISTS (
    SELECT 1 FROM pg_policies
    WHERE schemaname = 'public' AND tablename = rel AND policyname = 'tenant_isolation'
  ) THEN
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %s USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer)',
      tbl);
  END IF;
END
$$;
--> statement-breakpoint
SELECT office_enable_tenant_rls('auth_throttle');
--> statement-breakpoint
-- Deactivated employees' accounts are disabled from now on (issue 7 §1); align the existing rows.
-- FORCEd row-level security would hide every row from a schema owner that is not a superuser (the
-- updates then changed nothing), so it is lifted for them and forced again at once, inside the
-- migration's transaction (platform/migrations-owner.test.ts). Applied databases are not migrated again.
ALTER TABLE users NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE employees NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE users u SET active = false, updated_at = now()
FROM employees e
WHERE e.tenant_id = u.tenant_id AND e.id = u.employee_id AND NOT e.active AND u.active;
--> statement-breakpoint
UPDATE sessions s SET revoked_at = now()
FROM users u
WHERE u.tenant_id = s.tenant_id AND u.id = s.user_id AND NOT u.active AND s.revoked_at IS NULL;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE employees FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;

-- Row-level security for every tenant table (DESIGN §3). The app runs its tenant transactions as the
-- role office_app (SET LOCAL ROLE), which is neither superuser, owner nor BYPASSRLS; the policy admits
-- only rows of current_setting('app.tenant_id'), set per transaction with set_config(..., true).
-- Later migrations that add tenant tables repeat the DO block below (it is idempotent).
DO $$
BEGIN
  CREATE ROLE office_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT office_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END
$$;
--> statement-breakpoint
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

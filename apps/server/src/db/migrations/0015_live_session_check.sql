-- The live-session check of an authenticated request (DESIGN §4, issue 7 §6) as one function, so that the
-- statement that checks the session can itself abort the request's transaction: it raises SQLSTATE OF401
-- unless the session is live (not revoked, not expired) on the tenant, its user active and the account
-- still the one the access token claims (user id, username, employee — 0 for none — and the same set of
-- roles). Statements sent behind it in the same transaction (pipelined, before its answer arrives) then
-- fail with 25P02 and change nothing. It runs as the caller (office_app) with `app.tenant_id` set, so
-- row-level security applies to both tables as well.
CREATE OR REPLACE FUNCTION office_require_session(
  p_tenant integer, p_session uuid, p_user integer, p_username text, p_employee integer, p_roles text[]
) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
    WHERE s.tenant_id = p_tenant AND s.id = p_session
      AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active
      AND u.id = p_user AND u.username = p_username AND coalesce(u.employee_id, 0) = p_employee
      AND u.roles @> p_roles AND u.roles <@ p_roles AND cardinality(u.roles) = cardinality(p_roles)
  ) THEN
    RAISE EXCEPTION 'session ended' USING ERRCODE = 'OF401';
  END IF;
  RETURN true;
END
$$;

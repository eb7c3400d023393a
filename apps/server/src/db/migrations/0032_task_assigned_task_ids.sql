-- Issue 21 §3: a `taskAssigned` notification holds the task's id since 70cb45f (its link /feladatok/{id}
-- opens the task on its project's board); the ones made before held the project's id, so their link now
-- resolves a task that happens to have the project's id. Their text names the task (written by
-- notifyAssignee: "<project code> <project name>: <task title>", then "\nHatáridő: …" when it has a due
-- date), so an old row is one whose text names exactly one task of the project its event_id points to and
-- does not name the task with that id; it takes the named task's id. A row whose project, task or names
-- changed since matches neither way and is left as it is (its link may miss, as before this migration).
-- FORCEd row-level security would hide every row from a schema owner that is not a superuser, so it is
-- lifted for the update and forced again at once (all inside the migration's transaction).
ALTER TABLE "notifications" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_tasks" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- "named": every task a row's text names, among the tasks of the project its event_id would be (old) and
-- the task its event_id would be (new). An old row names exactly one task of that project and not the task
-- with its id (a task that is both reads the same either way and stays).
WITH "named" AS (
  SELECT n."tenant_id", n."id", n."event_id", k."id" AS "task_id", k."project_id"
  FROM "notifications" n
  JOIN "project_tasks" k ON k."tenant_id" = n."tenant_id"
    AND (k."project_id" = n."event_id" OR k."id" = n."event_id")
  JOIN "projects" p ON p."tenant_id" = k."tenant_id" AND p."id" = k."project_id"
  WHERE n."event_type" = 'taskAssigned'
    AND (n."description" = p."code" || ' ' || p."name" || ': ' || k."title"
      OR starts_with(n."description", p."code" || ' ' || p."name" || ': ' || k."title" || E'\n'))
), "old" AS (
  SELECT "tenant_id", "id", min("task_id") AS "task_id"
  FROM "named"
  GROUP BY "tenant_id", "id", "event_id"
  HAVING count(*) FILTER (WHERE "project_id" = "event_id") = 1 AND NOT bool_or("task_id" = "event_id")
)
UPDATE "notifications" n SET "event_id" = "old"."task_id"
FROM "old"
WHERE n."tenant_id" = "old"."tenant_id" AND n."id" = "old"."id";--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "project_tasks" FORCE ROW LEVEL SECURITY;

-- The dashboard's overdue reports: those without an answer, by due date (answered ones are most).
CREATE INDEX IF NOT EXISTS "welfare_reports_unanswered_idx" ON "welfare_reports" USING btree ("due_on","worker_id") WHERE "welfare_reports"."answered_at" is null;

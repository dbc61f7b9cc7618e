-- The board's client, job order and owner filters: each open step carries its application's job order
-- (copied when the step is made), indexed in the board's order, so a filter reads the open steps of a
-- few job orders instead of every deployment they ever had.
ALTER TABLE "deployment_steps" ADD COLUMN "job_opening_id" uuid;--> statement-breakpoint
ALTER TABLE "deployment_steps" ADD CONSTRAINT "deployment_steps_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "deployment_steps" s SET "job_opening_id" = a."job_opening_id"
  FROM "deployments" d JOIN "applications" a ON a."id" = d."application_id"
  WHERE d."id" = s."deployment_id" AND s."job_opening_id" IS DISTINCT FROM a."job_opening_id";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deployment_steps_board_job_idx" ON "deployment_steps" USING btree ("job_opening_id",coalesce("due_on", '9999-12-31'::date),"id") WHERE "deployment_steps"."status" in ('pending', 'blocked');

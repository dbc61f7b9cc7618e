ALTER TYPE "public"."application_stage" ADD VALUE 'Withdrawn';--> statement-breakpoint
DROP INDEX "applications_user_job_unique";--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD COLUMN "by_candidate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reapply_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_unique" ON "applications" USING btree ("user_id","job_opening_id") WHERE "applications"."job_opening_id" is not null and not "applications"."reapply_allowed";
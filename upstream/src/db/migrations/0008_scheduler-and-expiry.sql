CREATE TYPE "public"."task_run_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "task_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task" text NOT NULL,
	"period" text NOT NULL,
	"status" "task_run_status" DEFAULT 'running' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "job_expiry_notices" (
	"job_opening_id" uuid NOT NULL,
	"valid_through" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_expiry_notices_job_opening_id_valid_through_pk" PRIMARY KEY("job_opening_id","valid_through")
);
--> statement-breakpoint
ALTER TABLE "job_expiry_notices" ADD CONSTRAINT "job_expiry_notices_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_runs_task_period_unique" ON "task_runs" USING btree ("task","period");--> statement-breakpoint
CREATE INDEX "task_runs_started_idx" ON "task_runs" USING btree ("started_at" DESC NULLS LAST);
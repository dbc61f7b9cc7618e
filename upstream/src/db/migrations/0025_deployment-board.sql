-- Hand-written (issue 43): staff verify a done step's evidence (kept on the step and in its history), and
-- the board's filter by step has its own index in the board's order.
ALTER TABLE "deployment_steps" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployment_steps" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "deployment_step_events" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_steps" ADD CONSTRAINT "deployment_steps_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_steps_verified_by_idx" ON "deployment_steps" USING btree ("verified_by");--> statement-breakpoint
CREATE INDEX "deployment_steps_board_step_idx" ON "deployment_steps" USING btree ("key",coalesce("due_on", '9999-12-31'::date),"id") WHERE "deployment_steps"."status" in ('pending', 'blocked');--> statement-breakpoint
-- The board filtered by client, job order or owner reaches each deployment's open steps alone: a finished
-- deployment costs one probe of this small index, not a read of its nine done steps.
CREATE INDEX "deployment_steps_open_idx" ON "deployment_steps" USING btree ("deployment_id") WHERE "deployment_steps"."status" in ('pending', 'blocked');

-- Hand-written (issue 43): a deployment per accepted offer, its steps and every change of a step. Offers
-- accepted before this migration get theirs here, with the steps as lib/contracts/deployments/steps.ts
-- declared them at the time (a snapshot: later declarations reach new deployments only).
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"actor" text NOT NULL,
	"label" text,
	"instructions" text,
	"due_days" integer NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deployment_step_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" uuid NOT NULL,
	"actor_id" uuid,
	"status" text NOT NULL,
	"reason" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_steps" ADD CONSTRAINT "deployment_steps_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_steps" ADD CONSTRAINT "deployment_steps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_step_events" ADD CONSTRAINT "deployment_step_events_step_id_deployment_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."deployment_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_step_events" ADD CONSTRAINT "deployment_step_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_application_unique" ON "deployments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_steps_deployment_key_unique" ON "deployment_steps" USING btree ("deployment_id","key");--> statement-breakpoint
CREATE INDEX "deployment_steps_board_idx" ON "deployment_steps" USING btree (coalesce("due_on", '9999-12-31'::date),"id") WHERE "deployment_steps"."status" in ('pending', 'blocked');--> statement-breakpoint
CREATE INDEX "deployment_steps_remind_idx" ON "deployment_steps" USING btree ("due_on") WHERE "deployment_steps"."status" = 'pending' and "deployment_steps"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "deployment_steps_updated_by_idx" ON "deployment_steps" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "deployment_step_events_step_idx" ON "deployment_step_events" USING btree ("step_id","created_at");--> statement-breakpoint
CREATE INDEX "deployment_step_events_actor_idx" ON "deployment_step_events" USING btree ("actor_id");--> statement-breakpoint
INSERT INTO "deployments" ("application_id", "offer_id", "created_at")
SELECT DISTINCT ON ("application_id") "application_id", "id", coalesce("accepted_at", now())
FROM "offers" WHERE "status" = 'accepted'
ORDER BY "application_id", "version" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "deployment_steps" ("deployment_id", "key", "actor", "due_days", "due_on")
SELECT d."id", s."key", s."actor", s."due_days", a."planned_departure_date" + s."due_days"
FROM "deployments" d
JOIN "applications" a ON a."id" = d."application_id"
CROSS JOIN (VALUES
	('medical', 'candidate', -45), ('contractVerified', 'agency', -30), ('entryPermit', 'employer', -21),
	('pdos', 'candidate', -14), ('ofwPass', 'candidate', -7), ('flight', 'employer', -7),
	('departure', 'agency', 0), ('arrivalByWorker', 'candidate', 1), ('pickUp', 'employer', 1)
) AS s("key", "actor", "due_days")
ON CONFLICT DO NOTHING;

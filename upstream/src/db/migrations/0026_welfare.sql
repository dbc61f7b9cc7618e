-- Hand-written (issue 43, items 5 to 8): the duty of care after arrival. Each deployed worker's status and
-- welfare reports with their check-ins, incidents and their updates, and the Philippine holidays that
-- incidents' 5 working days skip: 2026 from Proclamation No. 1006 (2025), 2027 by the same rules until
-- its proclamation (Eid'l Fitr and Eid'l Adha are proclaimed separately: staff add them on the holidays page).
CREATE TABLE "welfare_workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"departed_on" date NOT NULL,
	"contract_months" integer NOT NULL,
	"status" text DEFAULT 'deployed' NOT NULL,
	"status_on" date NOT NULL,
	"status_reason" text,
	"status_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welfare_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"token_hash" text,
	"check_in_sent_at" timestamp with time zone,
	"answer" text,
	"note" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "welfare_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"report_id" uuid,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"learned_on" date NOT NULL,
	"due_on" date NOT NULL,
	"assigned_role" text NOT NULL,
	"opened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"closed_by" uuid,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "welfare_incident_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "welfare_workers" ADD CONSTRAINT "welfare_workers_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_workers" ADD CONSTRAINT "welfare_workers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_workers" ADD CONSTRAINT "welfare_workers_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_reports" ADD CONSTRAINT "welfare_reports_worker_id_welfare_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."welfare_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incidents" ADD CONSTRAINT "welfare_incidents_worker_id_welfare_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."welfare_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incidents" ADD CONSTRAINT "welfare_incidents_report_id_welfare_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."welfare_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incidents" ADD CONSTRAINT "welfare_incidents_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incidents" ADD CONSTRAINT "welfare_incidents_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incident_updates" ADD CONSTRAINT "welfare_incident_updates_incident_id_welfare_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."welfare_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_incident_updates" ADD CONSTRAINT "welfare_incident_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_workers_deployment_unique" ON "welfare_workers" USING btree ("deployment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_workers_application_unique" ON "welfare_workers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "welfare_workers_status_by_idx" ON "welfare_workers" USING btree ("status_by");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_reports_worker_due_unique" ON "welfare_reports" USING btree ("worker_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "welfare_reports_token_unique" ON "welfare_reports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "welfare_reports_check_in_idx" ON "welfare_reports" USING btree ("due_on") WHERE "welfare_reports"."check_in_sent_at" is null;--> statement-breakpoint
CREATE INDEX "welfare_reports_due_idx" ON "welfare_reports" USING btree ("due_on","worker_id");--> statement-breakpoint
CREATE INDEX "welfare_incidents_worker_idx" ON "welfare_incidents" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "welfare_incidents_open_due_idx" ON "welfare_incidents" USING btree ("due_on","id") WHERE "welfare_incidents"."status" = 'open';--> statement-breakpoint
CREATE INDEX "welfare_incidents_report_idx" ON "welfare_incidents" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "welfare_incidents_opened_by_idx" ON "welfare_incidents" USING btree ("opened_by");--> statement-breakpoint
CREATE INDEX "welfare_incidents_closed_by_idx" ON "welfare_incidents" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "welfare_incident_updates_incident_idx" ON "welfare_incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "welfare_incident_updates_author_idx" ON "welfare_incident_updates" USING btree ("author_id");--> statement-breakpoint
-- The welfare task's enrolment: departed deployments (done departure steps), found by index.
CREATE INDEX "deployment_steps_departed_idx" ON "deployment_steps" USING btree ("deployment_id") WHERE "deployment_steps"."key" = 'departure' and "deployment_steps"."status" = 'done';--> statement-breakpoint
INSERT INTO "holidays" ("date", "name", "kind") VALUES
	('2026-01-01', 'New Year''s Day', 'regular'),
	('2026-02-17', 'Chinese New Year', 'special'),
	('2026-04-02', 'Maundy Thursday', 'regular'),
	('2026-04-03', 'Good Friday', 'regular'),
	('2026-04-04', 'Black Saturday', 'special'),
	('2026-04-09', 'Araw ng Kagitingan', 'regular'),
	('2026-05-01', 'Labor Day', 'regular'),
	('2026-06-12', 'Independence Day', 'regular'),
	('2026-08-21', 'Ninoy Aquino Day', 'special'),
	('2026-08-31', 'National Heroes Day', 'regular'),
	('2026-11-01', 'All Saints'' Day', 'special'),
	('2026-11-02', 'All Souls'' Day', 'special'),
	('2026-11-30', 'Bonifacio Day', 'regular'),
	('2026-12-08', 'Feast of the Immaculate Conception of Mary', 'special'),
	('2026-12-24', 'Christmas Eve', 'special'),
	('2026-12-25', 'Christmas Day', 'regular'),
	('2026-12-30', 'Rizal Day', 'regular'),
	('2026-12-31', 'Last Day of the Year', 'special'),
	('2027-01-01', 'New Year''s Day', 'regular'),
	('2027-02-06', 'Chinese New Year', 'special'),
	('2027-03-25', 'Maundy Thursday', 'regular'),
	('2027-03-26', 'Good Friday', 'regular'),
	('2027-03-27', 'Black Saturday', 'special'),
	('2027-04-09', 'Araw ng Kagitingan', 'regular'),
	('2027-05-01', 'Labor Day', 'regular'),
	('2027-06-12', 'Independence Day', 'regular'),
	('2027-08-21', 'Ninoy Aquino Day', 'special'),
	('2027-08-30', 'National Heroes Day', 'regular'),
	('2027-11-01', 'All Saints'' Day', 'special'),
	('2027-11-02', 'All Souls'' Day', 'special'),
	('2027-11-30', 'Bonifacio Day', 'regular'),
	('2027-12-08', 'Feast of the Immaculate Conception of Mary', 'special'),
	('2027-12-24', 'Christmas Eve', 'special'),
	('2027-12-25', 'Christmas Day', 'regular'),
	('2027-12-30', 'Rizal Day', 'regular'),
	('2027-12-31', 'Last Day of the Year', 'special')
ON CONFLICT DO NOTHING;

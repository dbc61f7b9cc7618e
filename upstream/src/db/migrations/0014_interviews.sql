CREATE TYPE "public"."interview_kind" AS ENUM('Video call', 'Phone', 'In person');--> statement-breakpoint
CREATE TYPE "public"."interview_outcome" AS ENUM('Passed', 'Not selected', 'No-show');--> statement-breakpoint
CREATE TYPE "public"."interview_zone" AS ENUM('Asia/Dubai', 'Asia/Manila');--> statement-breakpoint
CREATE TYPE "public"."interview_invitation_status" AS ENUM('Open', 'Booked', 'Declined', 'Cancelled');--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"shortlist_candidate_id" uuid,
	"status" "interview_invitation_status" DEFAULT 'Open' NOT NULL,
	"slot_id" uuid,
	"starts_at" timestamp with time zone,
	"decline_note" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"outcome" "interview_outcome",
	"outcome_at" timestamp with time zone,
	"outcome_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"job_opening_id" uuid,
	"shortlist_id" uuid,
	"zone" "interview_zone" NOT NULL,
	"proposed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"kind" "interview_kind" NOT NULL,
	"meeting_link" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_request_id_interview_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."interview_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_shortlist_candidate_id_shortlist_candidates_id_fk" FOREIGN KEY ("shortlist_candidate_id") REFERENCES "public"."shortlist_candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_outcome_by_users_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_request_id_interview_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."interview_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_slot_booked" ON "interview_invitations" USING btree ("slot_id") WHERE status = 'Booked';--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitations_unique" ON "interview_invitations" USING btree ("request_id","application_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_card_idx" ON "interview_invitations" USING btree ("shortlist_candidate_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_outcome_by_idx" ON "interview_invitations" USING btree ("outcome_by");--> statement-breakpoint
CREATE INDEX "interview_invitations_remind_24h_idx" ON "interview_invitations" USING btree ("starts_at") WHERE status = 'Booked' and reminded_24h_at is null;--> statement-breakpoint
CREATE INDEX "interview_invitations_remind_1h_idx" ON "interview_invitations" USING btree ("starts_at") WHERE status = 'Booked' and reminded_1h_at is null;--> statement-breakpoint
CREATE INDEX "interview_requests_client_idx" ON "interview_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_requests_job_idx" ON "interview_requests" USING btree ("job_opening_id");--> statement-breakpoint
CREATE INDEX "interview_requests_shortlist_idx" ON "interview_requests" USING btree ("shortlist_id");--> statement-breakpoint
CREATE INDEX "interview_requests_proposed_by_idx" ON "interview_requests" USING btree ("proposed_by");--> statement-breakpoint
CREATE INDEX "interview_slots_request_idx" ON "interview_slots" USING btree ("request_id","starts_at");
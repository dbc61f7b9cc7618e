CREATE TYPE "public"."employer_decision" AS ENUM('Interview', 'Maybe', 'Not suitable');--> statement-breakpoint
CREATE TYPE "public"."not_suitable_reason" AS ENUM('Not enough experience', 'English level', 'Not the right position', 'Availability', 'Position filled', 'Other');--> statement-breakpoint
CREATE TYPE "public"."shortlist_status" AS ENUM('Draft', 'Sent', 'Closed');--> statement-breakpoint
CREATE TYPE "public"."video_rendition_state" AS ENUM('pending', 'processing', 'ready', 'failed', 'unavailable');--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_type_id" uuid,
	"location_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"presentation_cv_upload_id" uuid,
	"decision" "employer_decision",
	"decided_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"first_opened_by" uuid,
	"video_played_at" timestamp with time zone,
	"video_watched_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_candidate_id" uuid NOT NULL,
	"decision" "employer_decision" NOT NULL,
	"reason" "not_suitable_reason",
	"comment" text DEFAULT '' NOT NULL,
	"scorecard" jsonb,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_link_opens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"job_opening_id" uuid,
	"inquiry_id" uuid,
	"title" text NOT NULL,
	"status" "shortlist_status" DEFAULT 'Draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_renditions" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"state" "video_rendition_state" DEFAULT 'pending' NOT NULL,
	"file_name" text,
	"poster_file_name" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_renditions_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "video_renditions_poster_file_name_unique" UNIQUE("poster_file_name")
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invites" ADD CONSTRAINT "client_invites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invites" ADD CONSTRAINT "client_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invites" ADD CONSTRAINT "client_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_location_id_preferred_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_presentation_cv_upload_id_uploads_id_fk" FOREIGN KEY ("presentation_cv_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_first_opened_by_users_id_fk" FOREIGN KEY ("first_opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_decisions" ADD CONSTRAINT "shortlist_decisions_shortlist_candidate_id_shortlist_candidates_id_fk" FOREIGN KEY ("shortlist_candidate_id") REFERENCES "public"."shortlist_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_decisions" ADD CONSTRAINT "shortlist_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_link_opens" ADD CONSTRAINT "shortlist_link_opens_link_id_shortlist_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shortlist_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_links" ADD CONSTRAINT "shortlist_links_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_links" ADD CONSTRAINT "shortlist_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_inquiry_id_employer_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."employer_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_user_unique" ON "client_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_invites_client_idx" ON "client_invites" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_invites_email_idx" ON "client_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "client_invites_invited_by_idx" ON "client_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "client_invites_accepted_by_idx" ON "client_invites" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_candidates_unique" ON "shortlist_candidates" USING btree ("shortlist_id","application_id");--> statement-breakpoint
CREATE INDEX "shortlist_candidates_list_idx" ON "shortlist_candidates" USING btree ("shortlist_id","position");--> statement-breakpoint
CREATE INDEX "shortlist_candidates_application_idx" ON "shortlist_candidates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "shortlist_candidates_cv_idx" ON "shortlist_candidates" USING btree ("presentation_cv_upload_id");--> statement-breakpoint
CREATE INDEX "shortlist_candidates_opened_by_idx" ON "shortlist_candidates" USING btree ("first_opened_by");--> statement-breakpoint
CREATE INDEX "shortlist_decisions_candidate_idx" ON "shortlist_decisions" USING btree ("shortlist_candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlist_decisions_decided_by_idx" ON "shortlist_decisions" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "shortlist_link_opens_link_idx" ON "shortlist_link_opens" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlist_links_shortlist_idx" ON "shortlist_links" USING btree ("shortlist_id");--> statement-breakpoint
CREATE INDEX "shortlist_links_created_by_idx" ON "shortlist_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "shortlists_client_idx" ON "shortlists" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlists_created_idx" ON "shortlists" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shortlists_job_idx" ON "shortlists" USING btree ("job_opening_id");--> statement-breakpoint
CREATE INDEX "shortlists_inquiry_idx" ON "shortlists" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "shortlists_created_by_idx" ON "shortlists" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "shortlists_remind_idx" ON "shortlists" USING btree ("sent_at") WHERE status = 'Sent' and reminded_at is null;--> statement-breakpoint
CREATE INDEX "video_renditions_state_idx" ON "video_renditions" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_client_idx" ON "job_openings" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "employer_inquiries_client_idx" ON "employer_inquiries" USING btree ("client_id","created_at");
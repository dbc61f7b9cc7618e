CREATE TYPE "public"."share_request_status" AS ENUM('Asked', 'Yes', 'No');--> statement-breakpoint
ALTER TYPE "public"."consent_kind" ADD VALUE 'share';--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferred_location_id" uuid,
	"experience_in_years" integer,
	"previous_job_title" text DEFAULT '' NOT NULL,
	"education" "education_level",
	"english_proficiency" "english_proficiency",
	"passport_number" text,
	"passport_expiry" date,
	"available_to_start" date,
	"resume_upload_id" uuid,
	"video_upload_id" uuid,
	"position_names" text DEFAULT '' NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"status" "share_request_status" DEFAULT 'Asked' NOT NULL,
	"asked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_preferred_location_id_preferred_locations_id_fk" FOREIGN KEY ("preferred_location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_profiles_resume_idx" ON "candidate_profiles" USING btree ("resume_upload_id");--> statement-breakpoint
CREATE INDEX "candidate_profiles_video_idx" ON "candidate_profiles" USING btree ("video_upload_id");--> statement-breakpoint
CREATE INDEX "candidate_profiles_active_idx" ON "candidate_profiles" USING btree ("last_active_at","user_id","experience_in_years","english_proficiency","education","preferred_location_id","available_to_start","passport_expiry","video_upload_id") WHERE "candidate_profiles"."experience_in_years" is not null;--> statement-breakpoint
CREATE INDEX "users_outside_pool_idx" ON "users" USING btree ("id") WHERE "users"."is_disabled" or "users"."user_type" <> 'User';--> statement-breakpoint
CREATE INDEX "users_candidate_name_idx" ON "users" USING btree ("name","id") WHERE "users"."user_type" = 'User';--> statement-breakpoint
CREATE INDEX "candidate_profiles_experience_idx" ON "candidate_profiles" USING btree ("experience_in_years","last_active_at","user_id") WHERE "candidate_profiles"."experience_in_years" is not null;--> statement-breakpoint
CREATE INDEX "candidate_profiles_available_idx" ON "candidate_profiles" USING btree ("available_to_start","user_id") WHERE "candidate_profiles"."experience_in_years" is not null;--> statement-breakpoint
CREATE INDEX "candidate_profiles_location_idx" ON "candidate_profiles" USING btree ("preferred_location_id","english_proficiency","experience_in_years","user_id") WHERE "candidate_profiles"."experience_in_years" is not null;--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_trgm_idx" ON "candidate_profiles" USING gin (("previous_job_title" || ' ' || "position_names") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "share_requests_once" ON "share_requests" USING btree ("shortlist_id","user_id");--> statement-breakpoint
CREATE INDEX "share_requests_user_idx" ON "share_requests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "share_requests_application_idx" ON "share_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "share_requests_asked_by_idx" ON "share_requests" USING btree ("asked_by");--> statement-breakpoint
-- Every candidate who applied before profiles existed joins the talent pool with their latest
-- application's details and files (their own, seen only by them and staff, as on the application).
INSERT INTO "candidate_profiles" ("user_id", "preferred_location_id", "experience_in_years", "previous_job_title", "education", "english_proficiency", "passport_number", "passport_expiry", "available_to_start", "resume_upload_id", "video_upload_id", "last_active_at", "created_at", "updated_at")
SELECT DISTINCT ON (a."user_id") a."user_id", a."preferred_location_id", a."experience_in_years", a."previous_job_title", a."education", a."english_proficiency", a."passport_number", a."passport_expiry", a."available_to_start", a."resume_upload_id", a."video_upload_id", greatest(a."created_at", u."last_login_at"), a."created_at", a."created_at"
FROM "applications" a JOIN "users" u ON u."id" = a."user_id"
WHERE a."anonymised_at" IS NULL
ORDER BY a."user_id", a."created_at" DESC;--> statement-breakpoint
UPDATE "candidate_profiles" p SET "position_names" = n."names"
FROM (
  SELECT a."user_id", string_agg(DISTINCT coalesce(pj."name", pa."name"), E'\n') AS "names"
  FROM "applications" a
  LEFT JOIN "job_openings" j ON j."id" = a."job_opening_id"
  LEFT JOIN "positions" pj ON pj."id" = j."position_id"
  LEFT JOIN "positions" pa ON pa."id" = a."applied_for_id"
  WHERE a."anonymised_at" IS NULL AND coalesce(pj."name", pa."name") IS NOT NULL
  GROUP BY a."user_id"
) n
WHERE n."user_id" = p."user_id";

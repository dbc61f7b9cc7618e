-- Hand-written (drizzle-kit cannot express it): the trigram operator classes of the staff searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."readiness_state" AS ENUM('ready', 'missing', 'expired');--> statement-breakpoint
CREATE TABLE "content_document_files" (
	"content_key" text NOT NULL,
	"file_stem" text NOT NULL,
	CONSTRAINT "content_document_files_content_key_file_stem_pk" PRIMARY KEY("content_key","file_stem")
);
--> statement-breakpoint
CREATE TABLE "job_opening_files" (
	"job_opening_id" uuid NOT NULL,
	"file_stem" text NOT NULL,
	CONSTRAINT "job_opening_files_job_opening_id_file_stem_pk" PRIMARY KEY("job_opening_id","file_stem")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "readiness" "readiness_state";--> statement-breakpoint
ALTER TABLE "content_document_files" ADD CONSTRAINT "content_document_files_content_key_content_documents_key_fk" FOREIGN KEY ("content_key") REFERENCES "public"."content_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_files" ADD CONSTRAINT "job_opening_files_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_document_files_stem_idx" ON "content_document_files" USING btree ("file_stem");--> statement-breakpoint
CREATE INDEX "job_opening_files_stem_idx" ON "job_opening_files" USING btree ("file_stem");--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_job_idx" ON "job_alert_deliveries" USING btree ("job_opening_id");--> statement-breakpoint
CREATE INDEX "application_documents_reviewed_by_idx" ON "application_documents" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "job_openings_created_idx" ON "job_openings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_openings_staff_search_trgm_idx" ON "job_openings" USING gin (("title" || ' ' || "company_name" || ' ' || coalesce("job_order_number", '') || ' ' || coalesce("principal_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consents_application_idx" ON "consents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_notes_author_idx" ON "application_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "application_stage_changes_changed_by_idx" ON "application_stage_changes" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "passport_reveals_app_idx" ON "passport_reveals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "passport_reveals_staff_idx" ON "passport_reveals" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "request_notes_author_idx" ON "request_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "applications_resume_upload_idx" ON "applications" USING btree ("resume_upload_id");--> statement-breakpoint
CREATE INDEX "applications_video_upload_idx" ON "applications" USING btree ("video_upload_id");--> statement-breakpoint
CREATE INDEX "applications_list_created_idx" ON "applications" USING btree ("created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_name_idx" ON "applications" USING btree ("name","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_experience_idx" ON "applications" USING btree ("experience_in_years","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_job_idx" ON "applications" USING btree ("job_opening_id","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_applied_for_idx" ON "applications" USING btree ("applied_for_id","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_stage_idx" ON "applications" USING btree ("stage","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_english_idx" ON "applications" USING btree ("english_proficiency","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_location_idx" ON "applications" USING btree ("preferred_location_id","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_list_readiness_idx" ON "applications" USING btree ("readiness","created_at","id") WHERE "applications"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employer_inquiries_user_idx" ON "employer_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_user_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_icon_image_idx" ON "testimonials" USING btree ("icon_image");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_image_idx" ON "users" USING btree ("image");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: the stored readiness of the applications that exist (the staff list's filter; readiness-store.ts keeps it after).
UPDATE "applications" SET "readiness" = (case when coalesce((select d.passport_expiry from "application_documents" d join "deployment_document_types" t on t.id = d.document_type_id where d.application_id = "applications"."id" and t.is_passport and d.passport_expiry is not null order by d.updated_at desc limit 1), "applications"."passport_expiry") < (coalesce("applications"."planned_departure_date", "applications"."available_to_start") + make_interval(months => s.months))::date then 'expired' when not coalesce((select d.passport_expiry from "application_documents" d join "deployment_document_types" t on t.id = d.document_type_id where d.application_id = "applications"."id" and t.is_passport and d.passport_expiry is not null order by d.updated_at desc limit 1), "applications"."passport_expiry") < (coalesce("applications"."planned_departure_date", "applications"."available_to_start") + make_interval(months => s.months))::date then case when (select count(*)::int from "deployment_document_types" t where t.is_active and t.is_required and not exists (select 1 from "application_documents" d where d.application_id = "applications"."id" and d.document_type_id = t.id and d.status = 'Verified')) > 0 then 'missing' else 'ready' end end)::readiness_state FROM (select coalesce((select ("data"->>'passportValidityMonths')::int from "content_documents" where "key" = 'site-setting'), 6) as months) s WHERE "applications"."stage" in ('Offered', 'Deployed') AND "applications"."anonymised_at" is null;
--> statement-breakpoint
-- Hand-written: the uploaded files that texts saved before now name (uploads/named-files.ts records them on every save after).
INSERT INTO "job_opening_files" ("job_opening_id", "file_stem") SELECT DISTINCT "id", lower(found[1]) FROM "job_openings", regexp_matches(concat_ws(' ', "description", "responsibilities", "benefits", "icon"), '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\.', 'g') AS found;--> statement-breakpoint
INSERT INTO "content_document_files" ("content_key", "file_stem") SELECT DISTINCT "key", lower(found[1]) FROM "content_documents", regexp_matches("data"::text, '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\.', 'g') AS found;

-- Hand-written (drizzle-kit cannot express it): the trigram operator classes of the staff searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
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
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employer_inquiries_user_idx" ON "employer_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_user_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_icon_image_idx" ON "testimonials" USING btree ("icon_image");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_image_idx" ON "users" USING btree ("image");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
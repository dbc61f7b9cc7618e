-- Hand-written (drizzle-kit cannot express it): the trigram operator classes of the staff searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "job_openings_created_idx" ON "job_openings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_openings_staff_search_trgm_idx" ON "job_openings" USING gin (("title" || ' ' || "company_name" || ' ' || coalesce("job_order_number", '') || ' ' || coalesce("principal_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
ALTER TABLE "job_openings" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "job_opening_locations_location_idx" ON "job_opening_locations" USING btree ("location_id","job_opening_id");--> statement-breakpoint
CREATE INDEX "job_openings_search_idx" ON "job_openings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_openings_newest_idx" ON "job_openings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "job_openings_position_newest_idx" ON "job_openings" USING btree ("position_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "job_openings_salary_newest_idx" ON "job_openings" USING btree ("salary_budget_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
-- Existing openings get their search text once; the service keeps it from here on (job-openings/repository.ts).
UPDATE "job_openings" SET "search_text" = concat_ws(' ', "title", (SELECT "name" FROM "positions" WHERE "positions"."id" = "job_openings"."position_id"), "company_name", regexp_replace(regexp_replace("description", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'));

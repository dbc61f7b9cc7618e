DROP INDEX "job_openings_staff_search_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_name_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "candidate_profiles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_openings_staff_search_trgm_idx" ON "job_openings" USING gin (lower(("title" || ' ' || "company_name" || ' ' || coalesce("job_order_number", '') || ' ' || coalesce("principal_name", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidate_profiles_search_trgm_idx" ON "candidate_profiles" USING gin (lower(("previous_job_title" || ' ' || "position_names")) gin_trgm_ops);--> statement-breakpoint
-- Hand-written: statistics for the new index expressions (lower(…)), which the planner otherwise lacks
-- until the tables' next automatic analyze, misjudging how many rows a search matches meanwhile.
ANALYZE "applications";--> statement-breakpoint
ANALYZE "users";--> statement-breakpoint
ANALYZE "clients";--> statement-breakpoint
ANALYZE "job_openings";--> statement-breakpoint
ANALYZE "candidate_profiles";

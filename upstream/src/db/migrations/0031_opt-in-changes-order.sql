-- Two choices recorded within the same millisecond (a box ticked, then a STOP) had no order between
-- them, so the latest one was either: each change now carries the order it was recorded in, which
-- breaks a tie of times.
ALTER TABLE "opt_in_changes" ADD COLUMN "seq" bigint GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
DROP INDEX IF EXISTS "opt_in_changes_number_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opt_in_changes_number_idx" ON "opt_in_changes" USING btree ("phone_number","channel","created_at" DESC,"seq" DESC);

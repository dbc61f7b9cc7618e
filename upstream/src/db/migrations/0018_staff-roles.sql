ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Hand-written: every staff account made before roles existed could do everything, so it becomes a
-- Manager and nothing changes for today's staff.
UPDATE "users" SET "staff_roles" = '{Manager}' WHERE "user_type" = 'Admin';

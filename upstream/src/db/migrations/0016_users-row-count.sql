CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express it): the users' count kept by statement triggers, so the
-- staff users list reads its total rather than counting the table on every page.
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "row_counts" SET "rows" = "rows" + (SELECT count(*) FROM "added_rows") WHERE "table_name" = TG_TABLE_NAME;
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "row_counts" SET "rows" = "rows" - (SELECT count(*) FROM "removed_rows") WHERE "table_name" = TG_TABLE_NAME;
	ELSE
		UPDATE "row_counts" SET "rows" = 0 WHERE "table_name" = TG_TABLE_NAME;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "rows") SELECT 'users', count(*) FROM "users";

-- Hand-written (issue 42, item 3): the record of access. It names a person by a random key of their
-- account, never by its id: once the account is erased, its entries (never changed) lead to no one.
ALTER TABLE "users" ADD COLUMN "access_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_access_key_unique" ON "users" USING btree ("access_key");--> statement-breakpoint
-- The record itself. Range partitions by month on "at", on PostgreSQL and PGlite alike (PGlite is
-- PostgreSQL compiled to WASM and supports them): the 3-year retention drops whole months, and with no
-- default partition a search newest first reads the newest months' partitions only (an ordered append).
CREATE TABLE "access_records" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" uuid,
	"staff_roles" text[] NOT NULL,
	"kind" text NOT NULL,
	"subject_key" uuid,
	"subject_count" integer,
	"record_id" uuid,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"file" text,
	"filters" jsonb,
	"reason" text,
	"address" text,
	CONSTRAINT "access_records_at_id_pk" PRIMARY KEY("at","id")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE INDEX "access_records_staff_idx" ON "access_records" USING btree ("staff_user_id","at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "access_records_subject_idx" ON "access_records" USING btree ("subject_key","at" DESC,"id" DESC);--> statement-breakpoint
-- Entries are never changed: any UPDATE or DELETE fails (the retention drops whole months, no row).
CREATE FUNCTION "access_records_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access records are never changed or deleted';
END $$;--> statement-breakpoint
CREATE TRIGGER "access_records_unchanged" BEFORE UPDATE OR DELETE ON "access_records"
  FOR EACH ROW EXECUTE FUNCTION "access_records_unchanged"();--> statement-breakpoint
-- The partition of the month (UTC) holding `month`, made if missing; true when made (false when it was
-- there, or another session made it meanwhile).
CREATE FUNCTION "access_records_add_month"("month" timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first timestamptz := date_trunc('month', "month" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  next timestamptz := (date_trunc('month', "month" AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  name text := 'access_records_' || to_char("month" AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF "access_records" FOR VALUES FROM (%L) TO (%L)', name, first, next);
  RETURN true;
EXCEPTION WHEN duplicate_table THEN
  RETURN false;
END $$;--> statement-breakpoint
-- The retention: drops every month wholly before `cutoff`; answers how many.
CREATE FUNCTION "access_records_drop_before"("cutoff" timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped integer := 0;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = '"access_records"'::regclass AND c.relname ~ '^access_records_\d{4}_\d{2}$'
  LOOP
    IF (to_date(substr(part.relname, 16), 'YYYY_MM') + interval '1 month') AT TIME ZONE 'UTC' <= "cutoff" THEN
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  RETURN dropped;
END $$;--> statement-breakpoint
-- Months from the first passport reveal to three ahead; the scheduled task keeps making them ahead.
DO $$
DECLARE
  m timestamptz := least(now(), coalesce((SELECT min("created_at") FROM "passport_reveals"), now()));
BEGIN
  WHILE m < now() + interval '3 months' LOOP
    PERFORM access_records_add_month(m);
    m := ((date_trunc('month', m AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END $$;--> statement-breakpoint
-- Today's passport-reveal log becomes part of the record (who, when, whose application; the address was not kept).
INSERT INTO "access_records" ("id", "at", "staff_user_id", "staff_roles", "kind", "subject_key", "record_id", "fields")
SELECT r."id", r."created_at", r."staff_id", coalesce(s."staff_roles", '{}'::text[]), 'passport', c."access_key", r."application_id", '{passportNumber}'::text[]
FROM "passport_reveals" r
JOIN "applications" a ON a."id" = r."application_id"
LEFT JOIN "users" c ON c."id" = a."user_id"
LEFT JOIN "users" s ON s."id" = r."staff_id";--> statement-breakpoint
DROP TABLE "passport_reveals";

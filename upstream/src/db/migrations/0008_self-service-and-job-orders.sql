CREATE TYPE "public"."document_status" AS ENUM('Uploaded', 'Verified', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."posting_kind" AS ENUM('JOB_ORDER', 'MANPOWER_POOLING');--> statement-breakpoint
CREATE TYPE "public"."consent_kind" AS ENUM('signup', 'application');--> statement-breakpoint
CREATE TYPE "public"."erasure_reason" AS ENUM('request', 'retention');--> statement-breakpoint
CREATE TYPE "public"."task_run_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."application_stage" ADD VALUE 'Withdrawn';--> statement-breakpoint
ALTER TYPE "public"."upload_kind" ADD VALUE 'document';--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_opening_id_pk" PRIMARY KEY("alert_id","job_opening_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"position_id" uuid,
	"location_id" uuid,
	"query" text DEFAULT '' NOT NULL,
	"filter_key" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_type_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"status" "document_status" DEFAULT 'Uploaded' NOT NULL,
	"rejection_reason" text,
	"passport_expiry" date,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "deployment_document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_passport" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_hash" text NOT NULL,
	"reason" "erasure_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"application_id" uuid,
	"text_version" text NOT NULL,
	"retention_months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task" text NOT NULL,
	"period" text NOT NULL,
	"status" "task_run_status" DEFAULT 'running' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "job_expiry_notices" (
	"job_opening_id" uuid NOT NULL,
	"valid_through" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_expiry_notices_job_opening_id_valid_through_pk" PRIMARY KEY("job_opening_id","valid_through")
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "applications_user_job_unique";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "resume_upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "video_upload_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "passport_expiry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "posting_kind" "posting_kind" DEFAULT 'JOB_ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "job_order_number" text;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "principal_name" text;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "principal_confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "worksite_city" text;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "vacancies" integer;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "contract_months" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "accommodation_provided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "food_provided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "transport_provided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "visa_provided" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD COLUMN "by_candidate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "planned_departure_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reapply_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_location_id_preferred_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_document_type_id_deployment_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."deployment_document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expiry_notices" ADD CONSTRAINT "job_expiry_notices_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_email_filter_unique" ON "job_alerts" USING btree ("email","filter_key");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_confirm_token_unique" ON "job_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_application_type_unique" ON "application_documents" USING btree ("application_id","document_type_id");--> statement-breakpoint
CREATE INDEX "application_documents_type_idx" ON "application_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_document_types_name_unique" ON "deployment_document_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_runs_task_period_unique" ON "task_runs" USING btree ("task","period");--> statement-breakpoint
CREATE INDEX "task_runs_started_idx" ON "task_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_unique" ON "applications" USING btree ("user_id","job_opening_id") WHERE "applications"."job_opening_id" is not null and not "applications"."reapply_allowed";--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_vacancies_positive" CHECK ("job_openings"."vacancies" is null or "job_openings"."vacancies" > 0);--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_contract_months_positive" CHECK ("job_openings"."contract_months" is null or "job_openings"."contract_months" > 0);
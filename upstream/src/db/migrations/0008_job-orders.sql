CREATE TYPE "public"."posting_kind" AS ENUM('JOB_ORDER', 'MANPOWER_POOLING');--> statement-breakpoint
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
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_vacancies_positive" CHECK ("job_openings"."vacancies" is null or "job_openings"."vacancies" > 0);--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_contract_months_positive" CHECK ("job_openings"."contract_months" is null or "job_openings"."contract_months" > 0);
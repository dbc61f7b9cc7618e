CREATE TYPE "public"."employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY');--> statement-breakpoint
CREATE TYPE "public"."job_tag" AS ENUM('Urgent', 'High Demand', 'Multiple Openings', 'Immediate');--> statement-breakpoint
CREATE TYPE "public"."application_stage" AS ENUM('New', 'Screening', 'Interview', 'Offered', 'Deployed', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."education_level" AS ENUM('high_school', 'college', 'vocational', 'bachelor', 'master');--> statement-breakpoint
CREATE TYPE "public"."english_proficiency" AS ENUM('basic', 'intermediate', 'advanced', 'fluent');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('New', 'In progress', 'Closed');--> statement-breakpoint
CREATE TYPE "public"."upload_kind" AS ENUM('resume', 'video', 'image');--> statement-breakpoint
CREATE TYPE "public"."upload_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."user_token_kind" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('User', 'Employer', 'Admin');--> statement-breakpoint
CREATE TABLE "content_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_opening_locations" (
	"job_opening_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_opening_locations_job_opening_id_location_id_pk" PRIMARY KEY("job_opening_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"icon" text DEFAULT 'briefcase' NOT NULL,
	"tag" "job_tag" DEFAULT 'Immediate' NOT NULL,
	"position_id" uuid,
	"salary_budget_id" uuid,
	"salary_min_aed" integer,
	"salary_max_aed" integer,
	"employment_type" "employment_type" DEFAULT 'FULL_TIME' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_urgencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_opening_id" uuid,
	"applied_for_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"resume_upload_id" uuid NOT NULL,
	"video_upload_id" uuid NOT NULL,
	"english_proficiency" "english_proficiency" NOT NULL,
	"experience_in_years" integer NOT NULL,
	"previous_job_title" text DEFAULT '' NOT NULL,
	"education" "education_level" NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"preferred_location_id" uuid,
	"available_to_start" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stage" "application_stage" DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"inquiry_type_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "request_status" DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"company_name" text NOT NULL,
	"business_type_id" uuid,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"total_positions" integer DEFAULT 1 NOT NULL,
	"hiring_urgency_id" uuid,
	"salary_budget_id" uuid,
	"status" "request_status" DEFAULT 'New' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_inquiry_positions" (
	"inquiry_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "employer_inquiry_positions_inquiry_id_position_id_pk" PRIMARY KEY("inquiry_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"employer" text NOT NULL,
	"rating" integer NOT NULL,
	"testimonial" text NOT NULL,
	"icon_image" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"owner_id" uuid,
	"kind" "upload_kind" NOT NULL,
	"visibility" "upload_visibility" NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "user_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" "user_type" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"business_type_id" uuid,
	"image" text,
	"email_verified_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_locations" ADD CONSTRAINT "job_opening_locations_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_locations" ADD CONSTRAINT "job_opening_locations_location_id_preferred_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_salary_budget_id_salary_budgets_id_fk" FOREIGN KEY ("salary_budget_id") REFERENCES "public"."salary_budgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applied_for_id_positions_id_fk" FOREIGN KEY ("applied_for_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_preferred_location_id_preferred_locations_id_fk" FOREIGN KEY ("preferred_location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_inquiry_type_id_inquiry_types_id_fk" FOREIGN KEY ("inquiry_type_id") REFERENCES "public"."inquiry_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_location_id_preferred_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."preferred_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_hiring_urgency_id_hiring_urgencies_id_fk" FOREIGN KEY ("hiring_urgency_id") REFERENCES "public"."hiring_urgencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiries" ADD CONSTRAINT "employer_inquiries_salary_budget_id_salary_budgets_id_fk" FOREIGN KEY ("salary_budget_id") REFERENCES "public"."salary_budgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiry_positions" ADD CONSTRAINT "employer_inquiry_positions_inquiry_id_employer_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."employer_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_inquiry_positions" ADD CONSTRAINT "employer_inquiry_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_active_idx" ON "job_openings" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_types_name_unique" ON "business_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_urgencies_name_unique" ON "hiring_urgencies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_types_name_unique" ON "inquiry_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_unique" ON "positions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "preferred_locations_name_unique" ON "preferred_locations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_budgets_name_unique" ON "salary_budgets" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_job_unique" ON "applications" USING btree ("user_id","job_opening_id") WHERE "applications"."job_opening_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "testimonials_approved_idx" ON "testimonials" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));
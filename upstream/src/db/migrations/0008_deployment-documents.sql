CREATE TYPE "public"."document_status" AS ENUM('Uploaded', 'Verified', 'Rejected');--> statement-breakpoint
ALTER TYPE "public"."upload_kind" ADD VALUE 'document';--> statement-breakpoint
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
ALTER TABLE "applications" ADD COLUMN "planned_departure_date" date;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_document_type_id_deployment_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."deployment_document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_application_type_unique" ON "application_documents" USING btree ("application_id","document_type_id");--> statement-breakpoint
CREATE INDEX "application_documents_type_idx" ON "application_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_document_types_name_unique" ON "deployment_document_types" USING btree ("name");
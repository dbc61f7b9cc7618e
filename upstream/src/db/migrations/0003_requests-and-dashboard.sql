CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid,
	"contact_message_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_notes_one_subject" CHECK (("request_notes"."inquiry_id" is null) <> ("request_notes"."contact_message_id" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dashboard_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_inquiry_id_employer_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."employer_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_inquiry_idx" ON "request_notes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "request_notes_message_idx" ON "request_notes" USING btree ("contact_message_id");
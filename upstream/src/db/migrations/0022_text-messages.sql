CREATE TYPE "public"."text_message_state" AS ENUM('queued', 'sent', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."opt_in_channel" AS ENUM('sms');--> statement-breakpoint
CREATE TYPE "public"."opt_in_choice" AS ENUM('opt-in', 'opt-out');--> statement-breakpoint
CREATE TYPE "public"."opt_in_source" AS ENUM('sign-up', 'profile', 'sms-reply');--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"fallback_mail" jsonb,
	"state" "text_message_state" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"failure_reason" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_in_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"phone_number" text NOT NULL,
	"channel" "opt_in_channel" NOT NULL,
	"choice" "opt_in_choice" NOT NULL,
	"wording" text NOT NULL,
	"source" "opt_in_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_in_changes" ADD CONSTRAINT "opt_in_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("next_attempt_at") WHERE "text_messages"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "text_messages_user_idx" ON "text_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "opt_in_changes_number_idx" ON "opt_in_changes" USING btree ("phone_number","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opt_in_changes_user_idx" ON "opt_in_changes" USING btree ("user_id");

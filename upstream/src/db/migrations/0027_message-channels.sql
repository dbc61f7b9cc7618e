ALTER TYPE "public"."opt_in_channel" ADD VALUE IF NOT EXISTS 'whatsapp';--> statement-breakpoint
ALTER TYPE "public"."opt_in_source" ADD VALUE IF NOT EXISTS 'whatsapp-reply';--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
CREATE INDEX "text_messages_provider_id_idx" ON "text_messages" USING btree ("provider_message_id") WHERE "text_messages"."provider_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "text_messages_failed_idx" ON "text_messages" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "text_messages"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "text_messages_created_idx" ON "text_messages" USING btree ("created_at");

-- Staff invitations (issue 42, item 5): a Manager invites by email; the single-use link (72 h) sets the
-- password, then the new account sets up its second factor. One invitation per address.
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"staff_roles" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_invited_by_idx" ON "staff_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "staff_invitations_accepted_by_idx" ON "staff_invitations" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "staff_invitations_expires_idx" ON "staff_invitations" USING btree ("expires_at");

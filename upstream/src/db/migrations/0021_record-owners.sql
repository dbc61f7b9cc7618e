-- Hand-written from drizzle-kit's output (issue 42, item 2): who owns and works each client and job
-- order. Existing rows stay unowned: only Managers see them until a Manager assigns an owner
-- (docs/decisions/0031). The indexes serve a recruiter's scope, which every staff list filters by.
CREATE TABLE "job_opening_team" (
	"job_opening_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_opening_team_job_opening_id_user_id_pk" PRIMARY KEY("job_opening_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_team" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_team_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "job_opening_team" ADD CONSTRAINT "job_opening_team_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_opening_team" ADD CONSTRAINT "job_opening_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_team" ADD CONSTRAINT "client_team_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_team" ADD CONSTRAINT "client_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_opening_team_user_idx" ON "job_opening_team" USING btree ("user_id","job_opening_id");--> statement-breakpoint
CREATE INDEX "client_team_user_idx" ON "client_team" USING btree ("user_id","client_id");--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_owner_idx" ON "job_openings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "clients_owner_idx" ON "clients" USING btree ("owner_id");
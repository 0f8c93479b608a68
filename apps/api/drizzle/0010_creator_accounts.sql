CREATE TYPE "public"."assignment_source" AS ENUM('CAMPAIGN', 'JOB');--> statement-breakpoint
CREATE TYPE "public"."assignment_status" AS ENUM('ACTIVE', 'CANCELLED', 'COMPLETED');--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" integer NOT NULL,
	"source" "assignment_source" NOT NULL,
	"campaign_id" uuid,
	"campaign_task_id" uuid,
	"channel" text NOT NULL,
	"post_content_type" text NOT NULL,
	"posts" integer DEFAULT 1 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "assignment_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_amount_not_negative" CHECK ("assignments"."amount_minor" >= 0),
	CONSTRAINT "assignments_campaign_source" CHECK ("assignments"."source" <> 'CAMPAIGN' or ("assignments"."campaign_id" is not null and "assignments"."campaign_task_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "creator_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"creator_id" integer,
	"mpesa_number" text,
	"identity_document_key" text,
	"account_disabled" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "creator_account_id" uuid;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD COLUMN "kind" text DEFAULT 'MERCHANT' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD COLUMN "existing_creator_account_id" uuid;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD COLUMN "creator_account_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_campaign_task_id_campaign_tasks_id_fk" FOREIGN KEY ("campaign_task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD CONSTRAINT "creator_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_sessions" ADD CONSTRAINT "creator_sessions_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_creator_idx" ON "assignments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_campaign_task_creator_idx" ON "assignments" USING btree ("campaign_task_id","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_accounts_email_lower_idx" ON "creator_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "creator_accounts_creator_idx" ON "creator_accounts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "creator_sessions_account_idx" ON "creator_sessions" USING btree ("creator_account_id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD CONSTRAINT "signup_attempts_existing_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("existing_creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD CONSTRAINT "signup_attempts_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_one_owner" CHECK (("password_resets"."merchant_id" is null) <> ("password_resets"."creator_account_id" is null));
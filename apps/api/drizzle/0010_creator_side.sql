CREATE TYPE "public"."assignment_source" AS ENUM('CAMPAIGN', 'JOB');--> statement-breakpoint
CREATE TYPE "public"."assignment_status" AS ENUM('ACTIVE', 'CANCELLED', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."bid_role" AS ENUM('MERCHANT', 'INFLUENCER');--> statement-breakpoint
CREATE TYPE "public"."bid_status" AS ENUM('ONGOING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('DRAFT', 'OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" integer NOT NULL,
	"source" "assignment_source" NOT NULL,
	"campaign_id" uuid,
	"campaign_task_id" uuid,
	"job_id" uuid,
	"job_bid_id" uuid,
	"channel" text NOT NULL,
	"post_content_type" text NOT NULL,
	"posts" integer DEFAULT 1 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" "assignment_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_amount_not_negative" CHECK ("assignments"."amount_minor" >= 0),
	CONSTRAINT "assignments_job_source" CHECK ("assignments"."source" <> 'JOB' or ("assignments"."job_id" is not null and "assignments"."job_bid_id" is not null)),
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
CREATE TABLE "job_bid_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_bid_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_id" uuid NOT NULL,
	"role" "bid_role" NOT NULL,
	"action" text NOT NULL,
	"offer" jsonb NOT NULL,
	"offer_total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"status" "bid_status" DEFAULT 'ONGOING' NOT NULL,
	"last_role" "bid_role" NOT NULL,
	"currency" text NOT NULL,
	"brand_offer" jsonb,
	"brand_offer_total" bigint,
	"influencer_offer" jsonb NOT NULL,
	"influencer_offer_total" bigint NOT NULL,
	"closed_by" "bid_role",
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_creators" (
	"job_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	CONSTRAINT "job_creators_job_id_creator_id_pk" PRIMARY KEY("job_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "job_tasks" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"channel" text NOT NULL,
	"post_content_type" text NOT NULL,
	CONSTRAINT "job_tasks_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" "job_status" DEFAULT 'DRAFT' NOT NULL,
	"bid_start_at" timestamp with time zone NOT NULL,
	"bid_end_at" timestamp with time zone NOT NULL,
	"budget_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"estimated_start_at" timestamp with time zone NOT NULL,
	"campaign_period" text NOT NULL,
	"campaign_duration" integer NOT NULL,
	"marketplace_mode" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"channels" text[] NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_bid_window_in_order" CHECK ("jobs"."bid_start_at" < "jobs"."bid_end_at")
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
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_job_bid_id_job_bids_id_fk" FOREIGN KEY ("job_bid_id") REFERENCES "public"."job_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_accounts" ADD CONSTRAINT "creator_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_sessions" ADD CONSTRAINT "creator_sessions_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bid_history" ADD CONSTRAINT "job_bid_history_bid_id_job_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."job_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bids" ADD CONSTRAINT "job_bids_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bids" ADD CONSTRAINT "job_bids_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_creators" ADD CONSTRAINT "job_creators_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_creators" ADD CONSTRAINT "job_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tasks" ADD CONSTRAINT "job_tasks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_merchants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_creator_idx" ON "assignments" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_campaign_task_creator_idx" ON "assignments" USING btree ("campaign_task_id","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_accounts_email_lower_idx" ON "creator_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "creator_accounts_creator_idx" ON "creator_accounts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "creator_sessions_account_idx" ON "creator_sessions" USING btree ("creator_account_id");--> statement-breakpoint
CREATE INDEX "job_bid_history_bid_idx" ON "job_bid_history" USING btree ("bid_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_bids_job_creator_idx" ON "job_bids" USING btree ("job_id","creator_id");--> statement-breakpoint
CREATE INDEX "job_bids_creator_idx" ON "job_bids" USING btree ("creator_id","updated_at");--> statement-breakpoint
CREATE INDEX "job_creators_creator_idx" ON "job_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("status","bid_end_at");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD CONSTRAINT "signup_attempts_existing_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("existing_creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_attempts" ADD CONSTRAINT "signup_attempts_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_one_owner" CHECK (("password_resets"."merchant_id" is null) <> ("password_resets"."creator_account_id" is null));
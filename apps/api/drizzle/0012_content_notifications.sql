CREATE TYPE "public"."content_review_action" AS ENUM('APPROVE', 'REQUEST_CHANGES', 'VERIFY_LIVE', 'REJECT_LIVE');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('SUBMITTED', 'CHANGES_REQUESTED', 'BRAND_APPROVED', 'APPROVED', 'LIVE_SUBMITTED', 'LIVE_REJECTED', 'VERIFIED');--> statement-breakpoint
ALTER TYPE "public"."assignment_status" ADD VALUE 'AWAITING_CONTRACT' BEFORE 'ACTIVE';--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"post_index" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid,
	"job_id" uuid,
	"creator_id" integer NOT NULL,
	"status" "content_status" NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"max_rounds" integer NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone,
	"post_url" text,
	"post_url_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_post_index_positive" CHECK ("content_items"."post_index" >= 1),
	CONSTRAINT "content_items_round_in_range" CHECK ("content_items"."round" >= 0 and "content_items"."round" <= "content_items"."max_rounds")
);
--> statement-breakpoint
CREATE TABLE "content_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"action" "content_review_action" NOT NULL,
	"comment" text,
	"merchant_id" uuid,
	"reviewer_name" text NOT NULL,
	"company_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"caption" text NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid,
	"creator_account_id" uuid,
	"company_id" uuid,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_one_recipient" CHECK (num_nonnulls("notifications"."merchant_id", "notifications"."creator_account_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_content_rounds" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pre_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_round_id_content_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."content_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_rounds" ADD CONSTRAINT "content_rounds_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_creator_account_id_creator_accounts_id_fk" FOREIGN KEY ("creator_account_id") REFERENCES "public"."creator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_files_round_idx" ON "content_files" USING btree ("round_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_post_idx" ON "content_items" USING btree ("assignment_id","post_index");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_post_url_idx" ON "content_items" USING btree ("post_url_key");--> statement-breakpoint
CREATE INDEX "content_items_company_idx" ON "content_items" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_items_campaign_idx" ON "content_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "content_items_job_idx" ON "content_items" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "content_reviews_content_idx" ON "content_reviews" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_rounds_round_idx" ON "content_rounds" USING btree ("content_id","round");--> statement-breakpoint
CREATE INDEX "notifications_merchant_idx" ON "notifications" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_creator_idx" ON "notifications" USING btree ("creator_account_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_merchant_unread_idx" ON "notifications" USING btree ("merchant_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_creator_unread_idx" ON "notifications" USING btree ("creator_account_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_campaign_idx" ON "assignments" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "assignments_job_idx" ON "assignments" USING btree ("job_id");
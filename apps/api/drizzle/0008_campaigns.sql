CREATE TYPE "public"."bonus_type" AS ENUM('NONE', 'EXTRA', 'FIXED');--> statement-breakpoint
CREATE TYPE "public"."campaign_invitation_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'REMOVED');--> statement-breakpoint
CREATE TABLE "campaign_creators" (
	"campaign_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"invitation_status" "campaign_invitation_status" DEFAULT 'PENDING' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "campaign_creators_campaign_id_creator_id_pk" PRIMARY KEY("campaign_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"po_name" text NOT NULL,
	"po_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_subtask_creators" (
	"subtask_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	CONSTRAINT "campaign_subtask_creators_subtask_id_creator_id_pk" PRIMARY KEY("subtask_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_subtasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_task_creators" (
	"task_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"unit_cost_minor" bigint NOT NULL,
	"cost_minor" bigint NOT NULL,
	CONSTRAINT "campaign_task_creators_task_id_creator_id_pk" PRIMARY KEY("task_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"channel" text NOT NULL,
	"post_content_type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"bonus_type" "bonus_type" DEFAULT 'NONE' NOT NULL,
	"bonus_amount_minor" bigint DEFAULT 0 NOT NULL,
	"extra_instructions" text DEFAULT '' NOT NULL,
	"number_of_posts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaigns_company_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "brief_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "country" text DEFAULT 'KE' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "timezone" text DEFAULT 'Africa/Nairobi' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "currency" text DEFAULT 'KES' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "budget_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platforms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "subcategories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "purchase_order" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_creator_type_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_objective" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "call_to_action" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product_overview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "assets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "handles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "selling_points" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "content_creation_steps" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pre_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "advertiser_pre_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "contract_signature_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "contract_template_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverables_total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platform_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_creators" ADD CONSTRAINT "campaign_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_drafts" ADD CONSTRAINT "campaign_drafts_created_by_merchants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_purchase_orders" ADD CONSTRAINT "campaign_purchase_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_purchase_orders" ADD CONSTRAINT "campaign_purchase_orders_created_by_merchants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_subtask_creators" ADD CONSTRAINT "campaign_subtask_creators_subtask_id_campaign_subtasks_id_fk" FOREIGN KEY ("subtask_id") REFERENCES "public"."campaign_subtasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_subtask_creators" ADD CONSTRAINT "campaign_subtask_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_subtasks" ADD CONSTRAINT "campaign_subtasks_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_task_creators" ADD CONSTRAINT "campaign_task_creators_task_id_campaign_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."campaign_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_task_creators" ADD CONSTRAINT "campaign_task_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tasks" ADD CONSTRAINT "campaign_tasks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_creators_creator_idx" ON "campaign_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaign_drafts_company_idx" ON "campaign_drafts" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "campaign_purchase_orders_campaign_idx" ON "campaign_purchase_orders" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_subtasks_task_idx" ON "campaign_subtasks" USING btree ("task_id","end_at");--> statement-breakpoint
CREATE INDEX "campaign_tasks_campaign_idx" ON "campaign_tasks" USING btree ("campaign_id","position");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_company_end_idx" ON "campaigns" USING btree ("company_id","end_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id","start_at","id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dates_in_order" CHECK ("campaigns"."start_at" < "campaigns"."end_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_money_adds_up" CHECK ("campaigns"."total_minor" = "campaigns"."deliverables_total_minor" + "campaigns"."platform_fee_minor" + "campaigns"."vat_minor");
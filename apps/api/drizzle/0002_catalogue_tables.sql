CREATE TABLE "categories" (
	"enum_value" text PRIMARY KEY NOT NULL,
	"en_label" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_countries" (
	"channel" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "channel_countries_channel_country_code_pk" PRIMARY KEY("channel","country_code")
);
--> statement-breakpoint
CREATE TABLE "channel_levels" (
	"channel" text NOT NULL,
	"level" text NOT NULL,
	"label" text NOT NULL,
	"min_followers" bigint NOT NULL,
	"max_followers" bigint,
	CONSTRAINT "channel_levels_channel_level_pk" PRIMARY KEY("channel","level")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"icon_location" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_creator_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"dial_code" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"budget_min" bigint NOT NULL,
	"budget_max" bigint NOT NULL,
	"usd_rate" numeric(14, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_content_types" (
	"channel" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "post_content_types_channel_value_pk" PRIMARY KEY("channel","value")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"enum_value" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"en_label" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_channels" (
	"creator_id" integer NOT NULL,
	"channel" text NOT NULL,
	"handle" text NOT NULL,
	"followers" bigint NOT NULL,
	"level" text NOT NULL,
	"engagement_rate" numeric(6, 2) NOT NULL,
	"avg_views" bigint NOT NULL,
	"currency" text NOT NULL,
	"prices" jsonb NOT NULL,
	CONSTRAINT "creator_channels_creator_id_channel_pk" PRIMARY KEY("creator_id","channel")
);
--> statement-breakpoint
CREATE TABLE "creator_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"channel" text NOT NULL,
	"media_type" text NOT NULL,
	"submission_link" text NOT NULL,
	"image" text,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"shares" integer NOT NULL,
	"saved" integer NOT NULL,
	"engagement_rate" numeric(6, 2) NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date,
	"country_code" text NOT NULL,
	"location_id" integer,
	"income_category" text NOT NULL,
	"content_creator_type_id" integer NOT NULL,
	"avatar_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"engagement_rate" numeric(6, 2) NOT NULL,
	"combined_followers" bigint NOT NULL,
	"channels" text[] NOT NULL,
	"channel_levels" text[] NOT NULL,
	"subcategories" text[] NOT NULL,
	"search_text" text NOT NULL,
	"verification_identity" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"verification_social" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"verification_payment" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"audience" jsonb,
	"is_generated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_group_members" (
	"group_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_group_members_group_id_creator_id_pk" PRIMARY KEY("group_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "influencer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_levels" ADD CONSTRAINT "channel_levels_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_content_types" ADD CONSTRAINT "post_content_types_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_categories_enum_value_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("enum_value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_channels" ADD CONSTRAINT "creator_channels_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_group_members" ADD CONSTRAINT "influencer_group_members_group_id_influencer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."influencer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_group_members" ADD CONSTRAINT "influencer_group_members_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_groups" ADD CONSTRAINT "influencer_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_groups" ADD CONSTRAINT "influencer_groups_created_by_merchants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_type_idx" ON "faqs" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category");--> statement-breakpoint
CREATE INDEX "creator_posts_creator_idx" ON "creator_posts" USING btree ("creator_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_followers_idx" ON "creators" USING btree ("combined_followers" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_engagement_idx" ON "creators" USING btree ("engagement_rate" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creators_name_idx" ON "creators" USING btree ("name" collate "C","id");--> statement-breakpoint
CREATE INDEX "creators_country_followers_idx" ON "creators" USING btree ("country_code","combined_followers" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creators_channel_levels_idx" ON "creators" USING gin ("channel_levels");--> statement-breakpoint
CREATE INDEX "creators_subcategories_idx" ON "creators" USING gin ("subcategories");--> statement-breakpoint
CREATE INDEX "creators_search_idx" ON "creators" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "influencer_group_members_creator_idx" ON "influencer_group_members" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "influencer_groups_company_idx" ON "influencer_groups" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_groups_code_idx" ON "influencer_groups" USING btree ("code");
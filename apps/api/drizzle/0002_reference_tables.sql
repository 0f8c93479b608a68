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
	"budget_max" bigint NOT NULL
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
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_countries" ADD CONSTRAINT "channel_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_levels" ADD CONSTRAINT "channel_levels_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_content_types" ADD CONSTRAINT "post_content_types_channel_channels_value_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_categories_enum_value_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("enum_value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_type_idx" ON "faqs" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "locations_country_idx" ON "locations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category");
ALTER TABLE "campaigns" ADD COLUMN "creator_selection_method" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sme_package" text;
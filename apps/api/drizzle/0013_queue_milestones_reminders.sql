CREATE TABLE "content_reminders" (
	"assignment_id" uuid NOT NULL,
	"post_index" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reminders_assignment_id_post_index_due_at_pk" PRIMARY KEY("assignment_id","post_index","due_at")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "start_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "end_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reminders" ADD CONSTRAINT "content_reminders_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;
CREATE TYPE "public"."metric_review_status" AS ENUM('PENDING', 'ACCEPTED', 'DISPUTED');--> statement-breakpoint
CREATE TYPE "public"."metric_source" AS ENUM('CREATOR_REPORTED', 'CSV_IMPORT', 'INSTAGRAM', 'TIKTOK', 'SIMULATED');--> statement-breakpoint
CREATE TABLE "metric_connections" (
	"creator_id" integer NOT NULL,
	"channel" text NOT NULL,
	"account_id" text NOT NULL,
	"sealed_token" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_after" timestamp with time zone,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	CONSTRAINT "metric_connections_creator_id_channel_pk" PRIMARY KEY("creator_id","channel")
);
--> statement-breakpoint
CREATE TABLE "post_metric_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saved" bigint NOT NULL,
	"followers" bigint NOT NULL,
	"source" "metric_source" NOT NULL,
	"review_status" "metric_review_status" DEFAULT 'ACCEPTED' NOT NULL,
	"evidence_key" text,
	"evidence_type" text,
	"dispute_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_metric_snapshots_counts" CHECK (least("post_metric_snapshots"."impressions", "post_metric_snapshots"."reach", "post_metric_snapshots"."views", "post_metric_snapshots"."likes", "post_metric_snapshots"."comments", "post_metric_snapshots"."shares", "post_metric_snapshots"."saved",
        "post_metric_snapshots"."followers") >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_metrics" (
	"content_id" uuid PRIMARY KEY NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saved" bigint NOT NULL,
	"followers" bigint NOT NULL,
	"source" "metric_source" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_metrics_daily" (
	"content_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"creator_id" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saved" bigint NOT NULL,
	"followers" bigint NOT NULL,
	"source" "metric_source" NOT NULL,
	CONSTRAINT "post_metrics_daily_content_id_day_pk" PRIMARY KEY("content_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_metrics_daily" (
	"subject_id" uuid NOT NULL,
	"day" date NOT NULL,
	"company_id" uuid NOT NULL,
	"impressions" bigint NOT NULL,
	"reach" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saved" bigint NOT NULL,
	CONSTRAINT "report_metrics_daily_subject_id_day_pk" PRIMARY KEY("subject_id","day")
);
--> statement-breakpoint
ALTER TABLE "metric_connections" ADD CONSTRAINT "metric_connections_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_snapshots" ADD CONSTRAINT "post_metric_snapshots_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_snapshots" ADD CONSTRAINT "post_metric_snapshots_reviewed_by_merchants_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_snapshots" ADD CONSTRAINT "post_metric_snapshots_imported_by_merchants_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics_daily" ADD CONSTRAINT "post_metrics_daily_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics_daily" ADD CONSTRAINT "post_metrics_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics_daily" ADD CONSTRAINT "post_metrics_daily_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_metrics_daily" ADD CONSTRAINT "report_metrics_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_metric_snapshots_content_idx" ON "post_metric_snapshots" USING btree ("content_id","captured_at");--> statement-breakpoint
CREATE INDEX "post_metric_snapshots_pending_idx" ON "post_metric_snapshots" USING btree ("content_id") WHERE "post_metric_snapshots"."review_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "post_metrics_subject_idx" ON "post_metrics" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "post_metrics_daily_subject_idx" ON "post_metrics_daily" USING btree ("subject_id","day");--> statement-breakpoint
CREATE INDEX "report_metrics_daily_company_idx" ON "report_metrics_daily" USING btree ("company_id","day");--> statement-breakpoint
-- The roll-ups of docs/decisions/024-reporting.md, kept here so that every way a reading arrives (the API, a CSV
-- import, the refresh job, psql) keeps them right. A reading counts once it is ACCEPTED (on insert, or when the brand
-- accepts a creator's report). Per post and day the day's latest reading stands; the campaign's row of that day
-- gains the difference to what the post stood at before, and the post's next read day gives the same back.
CREATE OR REPLACE FUNCTION reporting_apply_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.captured_at AT TIME ZONE 'UTC')::date;
  item record;
  cur post_metrics_daily%ROWTYPE;
  base post_metrics_daily%ROWTYPE;
  nxt date;
BEGIN
  IF NEW.review_status <> 'ACCEPTED' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.review_status = 'ACCEPTED' THEN RETURN NULL; END IF;
  SELECT company_id, coalesce(campaign_id, job_id) AS subject_id, creator_id INTO item
    FROM content_items WHERE id = NEW.content_id;
  -- One campaign's readings apply one at a time: two readings of a post would both read the same "before", and two
  -- transactions writing the campaign's day rows in different orders (a CSV import, the refresh job) could deadlock.
  PERFORM pg_advisory_xact_lock(hashtextextended(item.subject_id::text, 24));
  SELECT * INTO cur FROM post_metrics_daily WHERE content_id = NEW.content_id AND day = d;
  IF FOUND THEN
    -- An older reading of a day already read later changes nothing.
    IF cur.captured_at > NEW.captured_at THEN RETURN NULL; END IF;
    base := cur;
  ELSE
    SELECT * INTO base FROM post_metrics_daily WHERE content_id = NEW.content_id AND day < d
      ORDER BY day DESC LIMIT 1;
  END IF;
  INSERT INTO post_metrics_daily AS p (content_id, day, subject_id, company_id, creator_id, captured_at,
      impressions, reach, views, likes, comments, shares, saved, followers, source)
    VALUES (NEW.content_id, d, item.subject_id, item.company_id, item.creator_id, NEW.captured_at,
      NEW.impressions, NEW.reach, NEW.views, NEW.likes, NEW.comments, NEW.shares, NEW.saved, NEW.followers, NEW.source)
    ON CONFLICT (content_id, day) DO UPDATE SET captured_at = excluded.captured_at,
      impressions = excluded.impressions, reach = excluded.reach, views = excluded.views, likes = excluded.likes,
      comments = excluded.comments, shares = excluded.shares, saved = excluded.saved,
      followers = excluded.followers, source = excluded.source;
  INSERT INTO report_metrics_daily AS r (subject_id, day, company_id,
      impressions, reach, views, likes, comments, shares, saved)
    VALUES (item.subject_id, d, item.company_id,
      NEW.impressions - coalesce(base.impressions, 0), NEW.reach - coalesce(base.reach, 0),
      NEW.views - coalesce(base.views, 0), NEW.likes - coalesce(base.likes, 0),
      NEW.comments - coalesce(base.comments, 0), NEW.shares - coalesce(base.shares, 0),
      NEW.saved - coalesce(base.saved, 0))
    ON CONFLICT (subject_id, day) DO UPDATE SET
      impressions = r.impressions + excluded.impressions, reach = r.reach + excluded.reach,
      views = r.views + excluded.views, likes = r.likes + excluded.likes,
      comments = r.comments + excluded.comments, shares = r.shares + excluded.shares,
      saved = r.saved + excluded.saved;
  SELECT min(day) INTO nxt FROM post_metrics_daily WHERE content_id = NEW.content_id AND day > d;
  IF nxt IS NOT NULL THEN
    UPDATE report_metrics_daily SET
      impressions = impressions - (NEW.impressions - coalesce(base.impressions, 0)),
      reach = reach - (NEW.reach - coalesce(base.reach, 0)),
      views = views - (NEW.views - coalesce(base.views, 0)),
      likes = likes - (NEW.likes - coalesce(base.likes, 0)),
      comments = comments - (NEW.comments - coalesce(base.comments, 0)),
      shares = shares - (NEW.shares - coalesce(base.shares, 0)),
      saved = saved - (NEW.saved - coalesce(base.saved, 0))
    WHERE subject_id = item.subject_id AND day = nxt;
  ELSE
    -- The post's latest day: this reading is its latest figures.
    INSERT INTO post_metrics AS l (content_id, subject_id, company_id, creator_id, captured_at,
        impressions, reach, views, likes, comments, shares, saved, followers, source)
      VALUES (NEW.content_id, item.subject_id, item.company_id, item.creator_id, NEW.captured_at,
        NEW.impressions, NEW.reach, NEW.views, NEW.likes, NEW.comments, NEW.shares, NEW.saved, NEW.followers,
        NEW.source)
      ON CONFLICT (content_id) DO UPDATE SET captured_at = excluded.captured_at,
        impressions = excluded.impressions, reach = excluded.reach, views = excluded.views,
        likes = excluded.likes, comments = excluded.comments, shares = excluded.shares, saved = excluded.saved,
        followers = excluded.followers, source = excluded.source;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER post_metric_snapshots_roll_up AFTER INSERT OR UPDATE OF review_status ON post_metric_snapshots
  FOR EACH ROW EXECUTE FUNCTION reporting_apply_snapshot();

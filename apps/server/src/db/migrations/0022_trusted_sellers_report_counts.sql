CREATE TABLE "platform_daily_counts" (
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "platform_daily_counts_figure_check" CHECK ("platform_daily_counts"."figure" in ('placed','published','searches','zeroSearches'))
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tmc" ADD COLUMN "post_moderation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "platform_daily_counts_day_idx" ON "platform_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "tmc_post_moderation_idx" ON "tmc" USING btree ("published_at") WHERE "tmc"."post_moderation";--> statement-breakpoint
-- The information report's counts (issue 11): events appended per statement, never updated in place, so
-- concurrent writers of goods and searches never wait for one another on a counter. The triggers come
-- first and the backfill after them, in this migration's transaction: CREATE TRIGGER waits for writers
-- in progress, so every row is counted once, by the backfill or by a trigger.
CREATE FUNCTION platform_counts_tmc_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO platform_daily_counts (day, figure, n)
  SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'placed', count(*) FROM new_rows GROUP BY 1
  UNION ALL
  SELECT (published_at AT TIME ZONE 'Europe/Moscow')::date, 'published', count(*) FROM new_rows WHERE published_at IS NOT NULL GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_counts_on_tmc_insert AFTER INSERT ON tmc REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION platform_counts_tmc_inserted();
--> statement-breakpoint
-- A publication is a new published_at (a moderator's decision, or a trusted seller's edit): a row trigger
-- whose condition is checked without calling the function, so other updates of goods cost nothing here.
CREATE FUNCTION platform_counts_tmc_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO platform_daily_counts (day, figure, n) VALUES ((NEW.published_at AT TIME ZONE 'Europe/Moscow')::date, 'published', 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_counts_on_tmc_publication AFTER UPDATE OF published_at ON tmc FOR EACH ROW
  WHEN (NEW.published_at IS NOT NULL AND NEW.published_at IS DISTINCT FROM OLD.published_at)
  EXECUTE FUNCTION platform_counts_tmc_published();
--> statement-breakpoint
-- Searches are counted when they are logged, so the daily prune of old search_log rows leaves the counts.
CREATE FUNCTION platform_counts_searches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO platform_daily_counts (day, figure, n)
  SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'searches', count(*) FROM new_rows GROUP BY 1
  UNION ALL
  SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'zeroSearches', count(*) FROM new_rows WHERE result_count = 0 GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_counts_on_search_log_insert AFTER INSERT ON search_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION platform_counts_searches();
--> statement-breakpoint
INSERT INTO platform_daily_counts (day, figure, n)
SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'placed', count(*) FROM tmc GROUP BY 1
UNION ALL
SELECT (published_at AT TIME ZONE 'Europe/Moscow')::date, 'published', count(*) FROM tmc WHERE published_at IS NOT NULL GROUP BY 1
UNION ALL
SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'searches', count(*) FROM search_log GROUP BY 1
UNION ALL
SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, 'zeroSearches', count(*) FROM search_log WHERE result_count = 0 GROUP BY 1;

CREATE TABLE "seller_daily_stats" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"search_hits" bigint DEFAULT 0 NOT NULL,
	"favourites" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_daily_stats_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "tmc_monthly_stats" (
	"tmc_id" bigint NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"search_hits" bigint DEFAULT 0 NOT NULL,
	"favourites" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tmc_monthly_stats_tmc_id_month_pk" PRIMARY KEY("tmc_id","month")
);
--> statement-breakpoint
CREATE INDEX "tmc_monthly_stats_seller_month_idx" ON "tmc_monthly_stats" USING btree ("seller_id","month");--> statement-breakpoint
-- The roll-ups follow tmc_daily_stats in the same transaction, whoever writes it (the analytics writer's
-- upserts, a benchmark's fill): statement triggers with transition tables add each statement's change
-- (new rows, minus old rows) grouped, so a flush of 2,000 rows is two grouped upserts, not 4,000.
CREATE FUNCTION tmc_daily_stats_rollup_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.tmc_stats_delta') IS NULL THEN
    CREATE TEMP TABLE tmc_stats_delta (tmc_id bigint, seller_id uuid, day date, views bigint, search_hits bigint, favourites bigint) ON COMMIT DELETE ROWS;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tmc_stats_delta SELECT tmc_id, seller_id, day, views, search_hits, favourites FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO tmc_stats_delta SELECT tmc_id, seller_id, day, -views, -search_hits, -favourites FROM old_rows;
  END IF;
  INSERT INTO seller_daily_stats AS s (seller_id, day, views, search_hits, favourites)
    SELECT seller_id, day, sum(views), sum(search_hits), sum(favourites) FROM tmc_stats_delta GROUP BY seller_id, day
    ON CONFLICT (seller_id, day) DO UPDATE SET views = s.views + excluded.views, search_hits = s.search_hits + excluded.search_hits,
      favourites = s.favourites + excluded.favourites;
  INSERT INTO tmc_monthly_stats AS m (tmc_id, month, seller_id, views, search_hits, favourites)
    SELECT tmc_id, date_trunc('month', day)::date, (array_agg(seller_id))[1], sum(views), sum(search_hits), sum(favourites)
    FROM tmc_stats_delta GROUP BY tmc_id, date_trunc('month', day)::date
    ON CONFLICT (tmc_id, month) DO UPDATE SET views = m.views + excluded.views, search_hits = m.search_hits + excluded.search_hits,
      favourites = m.favourites + excluded.favourites;
  DELETE FROM tmc_stats_delta;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO seller_daily_stats (seller_id, day, views, search_hits, favourites)
  SELECT seller_id, day, sum(views), sum(search_hits), sum(favourites) FROM tmc_daily_stats GROUP BY seller_id, day;
--> statement-breakpoint
INSERT INTO tmc_monthly_stats (tmc_id, month, seller_id, views, search_hits, favourites)
  SELECT tmc_id, date_trunc('month', day)::date, (array_agg(seller_id))[1], sum(views), sum(search_hits), sum(favourites)
  FROM tmc_daily_stats GROUP BY tmc_id, date_trunc('month', day)::date;
--> statement-breakpoint
CREATE TRIGGER tmc_daily_stats_rollup_insert AFTER INSERT ON tmc_daily_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_daily_stats_rollup_add();
--> statement-breakpoint
CREATE TRIGGER tmc_daily_stats_rollup_update AFTER UPDATE ON tmc_daily_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_daily_stats_rollup_add();
--> statement-breakpoint
CREATE TRIGGER tmc_daily_stats_rollup_delete AFTER DELETE ON tmc_daily_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_daily_stats_rollup_add();

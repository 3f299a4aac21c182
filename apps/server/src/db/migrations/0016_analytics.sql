CREATE TABLE "seller_search_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"query" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_search_daily_seller_id_day_query_pk" PRIMARY KEY("seller_id","day","query")
);
--> statement-breakpoint
CREATE TABLE "tmc_daily_stats" (
	"tmc_id" bigint NOT NULL,
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_hits" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tmc_daily_stats_tmc_id_day_pk" PRIMARY KEY("tmc_id","day")
);
--> statement-breakpoint
CREATE TABLE "tmc_view_visitors" (
	"day" date NOT NULL,
	"tmc_id" bigint NOT NULL,
	"aid" text NOT NULL,
	CONSTRAINT "tmc_view_visitors_day_tmc_id_aid_pk" PRIMARY KEY("day","tmc_id","aid")
);
--> statement-breakpoint
CREATE TABLE "zero_result_searches" (
	"day" date NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "zero_result_searches_day_region_query_pk" PRIMARY KEY("day","region","query")
);
--> statement-breakpoint
CREATE INDEX "tmc_daily_stats_seller_day_idx" ON "tmc_daily_stats" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "zero_result_searches_region_day_idx" ON "zero_result_searches" USING btree ("region","day");--> statement-breakpoint
CREATE INDEX "favourites_tmc_idx" ON "favourites" USING btree ("tmc_id");
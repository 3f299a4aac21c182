CREATE TABLE "tmc_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tmc_words_trgm_idx" ON "tmc_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tmc_published_region_idx" ON "tmc" USING btree ("region") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_price_idx" ON "tmc" USING btree ("price") WHERE "tmc"."status" = 'published';
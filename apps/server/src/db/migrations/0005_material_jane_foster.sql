DROP INDEX "tmc_published_region_idx";--> statement-breakpoint
CREATE INDEX "tmc_published_region_at_idx" ON "tmc" USING btree ("region","published_at") WHERE "tmc"."status" = 'published';
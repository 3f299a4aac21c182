-- The visitors' search keeps whole rows of an anonymous visitor's answer (tmc-search-cache.ts), and those
-- rows show the seller's code and title and the goods' first photo: a change of sellers or of tmc_photos
-- moves the goods' generation too (migration 0029's function), so no kept row outlives what it shows.
-- Both change rarely (an administrator's edit, a supplier's photo), against thousands of searches.
CREATE TRIGGER sellers_generation_on_insert AFTER INSERT ON sellers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER sellers_generation_on_update AFTER UPDATE ON sellers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER sellers_generation_on_delete AFTER DELETE ON sellers REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER sellers_generation_on_truncate AFTER TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_photos_generation_on_insert AFTER INSERT ON tmc_photos REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_photos_generation_on_update AFTER UPDATE ON tmc_photos REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_photos_generation_on_delete AFTER DELETE ON tmc_photos REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_photos_generation_on_truncate AFTER TRUNCATE ON tmc_photos
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();

CREATE TABLE "tier_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"tariff" text NOT NULL,
	"amount" text,
	"validity_period" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"ordered_by" uuid,
	"invoice_id" uuid,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_orders_tariff_check" CHECK ("tier_orders"."tariff" in ('one-off','silver','gold','platinum','rent','exclusive','corporation'))
);
--> statement-breakpoint
ALTER TABLE "tmc" DROP CONSTRAINT "tmc_status_check";--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "tariff_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "tariff_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tier_orders" ADD CONSTRAINT "tier_orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_orders" ADD CONSTRAINT "tier_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_orders" ADD CONSTRAINT "tier_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_orders_seller_idx" ON "tier_orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "sellers_tariff_ends_idx" ON "sellers" USING btree ("tariff_ends_at") WHERE "sellers"."tariff" <> 'free' and "sellers"."tariff_ends_at" is not null;--> statement-breakpoint
ALTER TABLE "tmc" ADD CONSTRAINT "tmc_status_check" CHECK ("tmc"."status" in ('draft','moderation','published','rejected','archived','paused'));
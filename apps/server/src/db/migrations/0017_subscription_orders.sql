CREATE TABLE "subscription_digests" (
	"subscription_id" uuid NOT NULL,
	"week" date NOT NULL,
	"state" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_digests_subscription_id_week_pk" PRIMARY KEY("subscription_id","week"),
	CONSTRAINT "subscription_digests_state_check" CHECK ("subscription_digests"."state" in ('sending','sent','empty','failed'))
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"duration" text NOT NULL,
	"type" text NOT NULL,
	"invoice_id" uuid,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_orders_duration_check" CHECK ("subscription_orders"."duration" in ('month','quarter','year')),
	CONSTRAINT "subscription_orders_type_check" CHECK ("subscription_orders"."type" in ('up_to_10','up_to_50'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_duration_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_invoice_id_invoices_id_fk";
--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "subscription_digests" ADD CONSTRAINT "subscription_digests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_orders_user_idx" ON "subscription_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_unique" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "invoice_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "digest_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "digest_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_digest_token_unique" ON "subscriptions" USING btree ("digest_token");--> statement-breakpoint
-- The keyword subscription's prices (issue 15) are rows of the price list, so that ADMIN L1 edits them on
-- /admins/services like every other price; the tier names the duration and the number of names.
WITH g AS (
	INSERT INTO "service_groups" ("name", "position")
	SELECT 'Подписка покупателя на новые поступления по ключевым словам', 100
	WHERE NOT EXISTS (SELECT 1 FROM "service_prices" WHERE "tier" LIKE 'subscription-%')
	RETURNING "id"
)
INSERT INTO "service_prices" ("group_id", "tier", "amount", "sum_tmc", "price", "validity_period", "position")
SELECT g."id", v.tier, v.amount, '—', v.price, v.validity, v.pos
FROM g, (VALUES
	('subscription-month-10', 'до 10 наименований', 500, 'месяц', 0),
	('subscription-quarter-10', 'до 10 наименований', 1200, 'квартал', 1),
	('subscription-year-10', 'до 10 наименований', 4000, 'год', 2),
	('subscription-month-50', 'до 50 наименований', 1500, 'месяц', 3),
	('subscription-quarter-50', 'до 50 наименований', 3600, 'квартал', 4),
	('subscription-year-50', 'до 50 наименований', 12000, 'год', 5)
) AS v(tier, amount, price, validity, pos);

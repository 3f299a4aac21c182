ALTER TABLE "sellers" ADD COLUMN "mail_interest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "mail_deals" boolean DEFAULT true NOT NULL;
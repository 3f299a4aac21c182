CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "reservation_events_actor_check" CHECK ("reservation_events"."actor" in ('buyer','seller','admin','system'))
);
--> statement-breakpoint
DROP INDEX "reservations_buyer_idx";--> statement-breakpoint
DROP INDEX "reservations_seller_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "term_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'deal' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payee" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_entry_idx" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "reservation_events_unmailed_idx" ON "reservation_events" USING btree ("created_at") WHERE "reservation_events"."mailed_at" is null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_term_idx" ON "reservations" USING btree ("term_ends_at") WHERE "reservations"."status" in ('reserved','ordered','paid');--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_subject_idx" ON "invoices" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "reservations_buyer_idx" ON "reservations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_seller_idx" ON "reservations" USING btree ("seller_id","created_at");--> statement-breakpoint
-- Hand edit: holds written before this migration get their current term's end, so the CHECK below holds.
UPDATE "reservations" SET "term_ends_at" = coalesce(CASE "status" WHEN 'reserved' THEN "reserved_until" WHEN 'ordered' THEN "pay_until" WHEN 'paid' THEN "complete_until" END, now()) WHERE "status" in ('reserved','ordered','paid');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_term_check" CHECK (("reservations"."status" in ('reserved','ordered','paid')) = ("reservations"."term_ends_at" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('deal','subscription','tier'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" >= 0);
-- Before the index: of the duplicate pending intents an order may already have on one channel (ten quick Pay clicks),
-- the newest (what the customer was shown last) stays pending; the older ones are closed as failed (status only, as
-- superseding does; money that still arrives for one is recorded and refunded as an overpayment).
UPDATE "payments" SET "status" = 'failed'
WHERE "status" = 'pending' AND "id" NOT IN (
	SELECT DISTINCT ON ("order_id", "channel") "id" FROM "payments"
	WHERE "status" = 'pending'
	ORDER BY "order_id", "channel", "created_at" DESC, "id" DESC
);--> statement-breakpoint
DROP INDEX "payments_one_pending_bank_transfer";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_channel" ON "payments" USING btree ("order_id","channel") WHERE "payments"."status" = 'pending';

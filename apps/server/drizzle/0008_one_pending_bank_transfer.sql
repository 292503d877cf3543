-- Before the index: of the duplicate pending bank transfers an order may already have, the newest (the code the
-- customer was shown last) stays pending; the older ones are closed as failed (status only, as superseding does).
UPDATE "payments" SET "status" = 'failed'
WHERE "channel" = 'bank_transfer' AND "status" = 'pending' AND "id" NOT IN (
	SELECT DISTINCT ON ("order_id") "id" FROM "payments"
	WHERE "channel" = 'bank_transfer' AND "status" = 'pending'
	ORDER BY "order_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_bank_transfer" ON "payments" USING btree ("order_id") WHERE "payments"."channel" = 'bank_transfer' and "payments"."status" = 'pending';

CREATE TABLE "sales_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_fen" integer NOT NULL,
	"restock" boolean NOT NULL,
	"restock_quantity" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone,
	"approved_by_user_id" uuid,
	"approved_by_role" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_returns_refund_check" CHECK ("sales_returns"."refund_fen" >= 0),
	CONSTRAINT "sales_returns_restock_quantity_check" CHECK ("sales_returns"."restock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_order_unique" ON "sales_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_returns_approved_idx" ON "sales_returns" USING btree ("approved_at");--> statement-breakpoint
-- Returns approved before this table existed: their record rebuilt from the approveReturn history row (its payload is
-- the staff request: refundAmount in yuan, restock) and the order's return reason.
INSERT INTO "sales_returns" ("order_id", "refund_fen", "restock", "restock_quantity", "reason", "requested_at", "approved_by_user_id", "approved_by_role", "approved_at")
SELECT DISTINCT ON (h."order_id")
	h."order_id",
	round(coalesce((h."payload"->>'refundAmount')::numeric, 0) * 100)::integer,
	coalesce((h."payload"->>'restock')::boolean, false),
	CASE WHEN coalesce((h."payload"->>'restock')::boolean, false) THEN coalesce(o."received_quantity", 0) ELSE 0 END,
	coalesce(o."return_reason", ''),
	(SELECT max(r."created_at") FROM "order_history" r WHERE r."order_id" = h."order_id" AND r."action" = 'requestReturn' AND r."created_at" <= h."created_at"),
	h."actor_user_id",
	h."actor_role",
	h."created_at"
FROM "order_history" h
JOIN "orders" o ON o."id" = h."order_id"
WHERE h."action" = 'approveReturn'
ORDER BY h."order_id", h."created_at" DESC
ON CONFLICT ("order_id") DO NOTHING;

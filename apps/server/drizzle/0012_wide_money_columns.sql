-- Money (fen) and points columns become bigint: a 32-bit integer tops out near 21.47 million yuan (issue 10).
ALTER TABLE "invoices" ALTER COLUMN "amount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "amount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_ratings" ALTER COLUMN "points_credited" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payable_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pending_adjusted_total_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_ledger" ALTER COLUMN "amount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_ledger" ALTER COLUMN "change" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_ledger" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sales_returns" ALTER COLUMN "refund_fen" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "score" SET DATA TYPE bigint;
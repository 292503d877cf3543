-- The order lists and the task list page and count from indexes (issue 12, point 5; scripts/bench-order-lists.mjs).
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_workflow_idx" ON "orders" USING btree ("status","status_entered_at","order_no","id","created_at","user_id","order_type","gerber_file_id","assigned_sales_user_id","assigned_buyer_user_id","customer_accepted_quote","quote_expires_at","pending_adjusted_total_fen","payable_fen","return_requested","completed_at");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("status_entered_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_no","status","order_type","user_id","id");
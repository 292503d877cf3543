-- The quote sheets of an inquiry (issue 13, point 2): drafts of the buyer and the salesperson, versioned per order.
CREATE TABLE "quote_sheet_lines" (
	"order_line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"supplier_id" uuid,
	"supplier_name" text,
	"unit_cost_centi_fen" bigint,
	"alternate_mpn" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"unit_price_centi_fen" bigint
);
--> statement-breakpoint
CREATE TABLE "quote_sheets" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_sheet_lines" ADD CONSTRAINT "quote_sheet_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sheet_lines" ADD CONSTRAINT "quote_sheet_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sheet_lines" ADD CONSTRAINT "quote_sheet_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sheets" ADD CONSTRAINT "quote_sheets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sheets" ADD CONSTRAINT "quote_sheets_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_sheet_lines_order_idx" ON "quote_sheet_lines" USING btree ("order_id");
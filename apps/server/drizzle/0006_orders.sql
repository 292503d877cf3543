CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"note" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"label_zh" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"unit_cost_fen" double precision,
	"supplier" text,
	"unit_price_fen" double precision,
	CONSTRAINT "order_lines_order_line_no_unique" UNIQUE("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"content" text NOT NULL,
	"share" boolean NOT NULL,
	"showcase_status" text NOT NULL,
	"points_credited" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_ratings_stars_check" CHECK ("order_ratings"."stars" between 1 and 5),
	CONSTRAINT "order_ratings_showcase_check" CHECK ("order_ratings"."showcase_status" in ('private', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_type" text NOT NULL,
	"status" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"quote" jsonb,
	"price_book_version" integer,
	"total_fen" integer DEFAULT 0 NOT NULL,
	"payable_fen" integer DEFAULT 0 NOT NULL,
	"pending_adjusted_total_fen" integer,
	"price_adjustment_reason" text,
	"invoice_type" text NOT NULL,
	"invoicing_method" text NOT NULL,
	"contract_title" text NOT NULL,
	"placing_order" text NOT NULL,
	"placing_order_phone" text NOT NULL,
	"technicians" text NOT NULL,
	"technicians_phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"remark" text,
	"gerber_file_id" uuid,
	"bom_file_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"assigned_sales_user_id" uuid,
	"assigned_buyer_user_id" uuid,
	"customer_accepted_quote" boolean DEFAULT false NOT NULL,
	"quote_expires_at" timestamp with time zone,
	"return_requested" boolean DEFAULT false NOT NULL,
	"return_reason" text,
	"received_quantity" integer,
	"completed_at" timestamp with time zone,
	"status_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_user_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (0,1,2,3,4,5,6,7,8,9,10,11,12,99)),
	CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('pcb','smt','stencil','bom','design')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."total_fen" >= 0 and "orders"."payable_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_direction_check" CHECK ("stock_movements"."direction" in ('in', 'out')),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gerber_file_id_files_id_fk" FOREIGN KEY ("gerber_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bom_file_id_files_id_fk" FOREIGN KEY ("bom_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_sales_user_id_users_id_fk" FOREIGN KEY ("assigned_sales_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_buyer_user_id_users_id_fk" FOREIGN KEY ("assigned_buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_ratings_showcase_idx" ON "order_ratings" USING btree ("showcase_status");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");
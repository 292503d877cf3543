-- The stock ledger (one append-only row per stock change of a part) and purchase returns (issue 13, points 3 and 4).

CREATE TABLE "part_stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_centi_fen" bigint,
	"stock_after" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"document_kind" text,
	"document_id" uuid,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_stock_movements_kind_check" CHECK ("part_stock_movements"."kind" in ('entry', 'exit', 'adjustment', 'purchaseReturn', 'salesReturn')),
	CONSTRAINT "part_stock_movements_quantity_check" CHECK ("part_stock_movements"."quantity" <> 0),
	CONSTRAINT "part_stock_movements_stock_after_check" CHECK ("part_stock_movements"."stock_after" >= 0),
	CONSTRAINT "part_stock_movements_unit_cost_check" CHECK ("part_stock_movements"."unit_cost_centi_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fen" bigint NOT NULL,
	CONSTRAINT "purchase_return_lines_quantity_check" CHECK ("purchase_return_lines"."quantity" >= 1),
	CONSTRAINT "purchase_return_lines_unit_check" CHECK ("purchase_return_lines"."unit_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"credit_fen" bigint,
	"credit_note" text DEFAULT '' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	CONSTRAINT "purchase_returns_status_check" CHECK ("purchase_returns"."status" in ('requested', 'shipped', 'credited')),
	CONSTRAINT "purchase_returns_amount_check" CHECK ("purchase_returns"."amount_fen" >= 0),
	CONSTRAINT "purchase_returns_credit_check" CHECK ("purchase_returns"."credit_fen" between 0 and "purchase_returns"."amount_fen")
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "low_stock_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "entered_quantity" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "entered_cost_centi_fen" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_stock_movements" ADD CONSTRAINT "part_stock_movements_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stock_movements" ADD CONSTRAINT "part_stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_stock_movements_part_idx" ON "part_stock_movements" USING btree ("part_id","created_at");--> statement-breakpoint
CREATE INDEX "part_stock_movements_created_idx" ON "part_stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_return_idx" ON "purchase_return_lines" USING btree ("return_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_returns_supplier_idx" ON "purchase_returns" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_returns_created_idx" ON "purchase_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parts_available_idx" ON "parts" USING btree (("stock_on_hand" - "reserved"),lower("mpn"),"id");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_low_stock_threshold_check" CHECK ("parts"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_entered_check" CHECK ("parts"."entered_quantity" >= 0 and "parts"."entered_cost_centi_fen" >= 0);--> statement-breakpoint
-- The stock ledger is append-only: a row is never changed or deleted. The one change let through is the foreign key's
-- own "set null" when the staff account that recorded the row is deleted.
CREATE FUNCTION "part_stock_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."actor_user_id" IS NULL
     AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'part_stock_movements is append-only: rows are never changed or deleted' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "part_stock_movements_append_only" BEFORE UPDATE OR DELETE ON "part_stock_movements"
  FOR EACH ROW EXECUTE FUNCTION "part_stock_movements_append_only"();
--> statement-breakpoint
-- Stock that parts held before the ledger existed enters it as one opening adjustment per part (reason code
-- openingBalance), so every part's ledger sums to its stock on hand.
INSERT INTO "part_stock_movements" ("part_id", "kind", "quantity", "stock_after", "reason")
  SELECT "id", 'adjustment', "stock_on_hand", "stock_on_hand", 'openingBalance' FROM "parts" WHERE "stock_on_hand" > 0;

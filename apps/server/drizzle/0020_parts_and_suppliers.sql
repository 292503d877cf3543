-- The parts catalogue and its suppliers (issue 13, point 1): parts with price breaks, suppliers and their offers.
CREATE TABLE "part_price_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_price_centi_fen" bigint NOT NULL,
	CONSTRAINT "part_price_breaks_quantity_check" CHECK ("part_price_breaks"."min_quantity" >= 1),
	CONSTRAINT "part_price_breaks_price_check" CHECK ("part_price_breaks"."unit_price_centi_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mpn" text NOT NULL,
	"manufacturer" text NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"attrition_per_mille" integer DEFAULT 0 NOT NULL,
	"stock_on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_moq_check" CHECK ("parts"."moq" >= 1),
	CONSTRAINT "parts_attrition_check" CHECK ("parts"."attrition_per_mille" between 0 and 1000),
	CONSTRAINT "parts_stock_check" CHECK ("parts"."stock_on_hand" >= 0 and "parts"."reserved" >= 0),
	CONSTRAINT "parts_lead_time_check" CHECK ("parts"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"supplier_sku" text DEFAULT '' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_centi_fen" bigint NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_offers_quantity_check" CHECK ("supplier_offers"."min_quantity" >= 1),
	CONSTRAINT "supplier_offers_price_check" CHECK ("supplier_offers"."unit_price_centi_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"payment_terms" text NOT NULL,
	"currency" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_rating_check" CHECK ("suppliers"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "part_price_breaks" ADD CONSTRAINT "part_price_breaks_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_offers" ADD CONSTRAINT "supplier_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_offers" ADD CONSTRAINT "supplier_offers_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_price_breaks_part_quantity_unique" ON "part_price_breaks" USING btree ("part_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_mpn_manufacturer_unique" ON "parts" USING btree (lower("mpn"),lower("manufacturer"));--> statement-breakpoint
CREATE INDEX "parts_mpn_prefix_idx" ON "parts" USING btree (lower("mpn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_value_idx" ON "parts" USING btree (lower("value"));--> statement-breakpoint
CREATE INDEX "parts_package_idx" ON "parts" USING btree (lower("package"));--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_offers_unique" ON "supplier_offers" USING btree ("supplier_id","part_id","min_quantity");--> statement-breakpoint
CREATE INDEX "supplier_offers_part_idx" ON "supplier_offers" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree (lower("name"));
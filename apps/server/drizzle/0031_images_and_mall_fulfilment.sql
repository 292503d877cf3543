-- Issue 14: uploaded images (content, points mall); points-mall items get a limit per customer, redemptions a delivery address and fulfilment (status, carrier, tracking); audit kinds for both.
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_media_type_check" CHECK ("images"."media_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "images_size_check" CHECK ("images"."width" > 0 and "images"."height" > 0 and "images"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_object_type_check";--> statement-breakpoint
ALTER TABLE "points_mall_items" ADD COLUMN "limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "points_mall_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_mall_items_sort_idx" ON "points_mall_items" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "points_mall_redemptions_item_user_idx" ON "points_mall_redemptions" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "points_mall_redemptions_status_created_idx" ON "points_mall_redemptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "points_mall_redemptions_created_idx" ON "points_mall_redemptions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('login', 'orderTransition', 'priceBookPublish', 'creditChange', 'refund', 'staffEdit', 'roleEdit', 'menuEdit', 'mallItemEdit', 'mallRedemptionFulfil'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_object_type_check" CHECK ("audit_log"."object_type" in ('user', 'order', 'priceBook', 'customer', 'role', 'menu', 'mallItem', 'mallRedemption'));--> statement-breakpoint
ALTER TABLE "points_mall_items" ADD CONSTRAINT "points_mall_items_limit_check" CHECK ("points_mall_items"."limit_per_customer" is null or "points_mall_items"."limit_per_customer" > 0);--> statement-breakpoint
ALTER TABLE "points_mall_redemptions" ADD CONSTRAINT "points_mall_redemptions_status_check" CHECK ("points_mall_redemptions"."status" in ('pending', 'shipped', 'delivered', 'cancelled'));
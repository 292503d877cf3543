-- Traffic statistics (issue 14 point 6): derived columns of visit_logs, the daily roll-up table; audit kind 'export' on object 'list'
CREATE TABLE "visit_daily_stats" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "visit_daily_stats_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_object_type_check";--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "visitor_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "visit_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('login', 'orderTransition', 'priceBookPublish', 'creditChange', 'refund', 'staffEdit', 'roleEdit', 'menuEdit', 'mallItemEdit', 'mallRedemptionFulfil', 'contentEdit', 'export'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_object_type_check" CHECK ("audit_log"."object_type" in ('user', 'order', 'priceBook', 'customer', 'role', 'menu', 'mallItem', 'mallRedemption', 'content', 'rating', 'list'));--> statement-breakpoint
-- Rows logged before this migration: the visitor is the hash of IP and user agent, as the server derives it for a browser sending no id.
UPDATE "visit_logs" SET "visitor_key" = 'h:' || left(encode(sha256(convert_to("ip" || '|' || "user_agent", 'UTF8')), 'hex'), 32), "visit_key" = 'h:' || left(encode(sha256(convert_to("ip" || '|' || "user_agent", 'UTF8')), 'hex'), 32), "device" = CASE WHEN "user_agent" ~* '(mobi|android|iphone|ipod|windows phone|micromessenger)' THEN 'phone' ELSE 'desktop' END;

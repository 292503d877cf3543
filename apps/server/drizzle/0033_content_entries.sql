-- The content store of the back office (issue 14): one table for every kind of site content; audit kinds for its changes
CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"heading_zh" text NOT NULL,
	"heading_en" text NOT NULL,
	"text_zh" jsonb NOT NULL,
	"text_en" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('news', 'orderShowcase', 'specialOffer', 'productShowcase', 'activity', 'customerPost', 'laminatedStructure', 'processCapability', 'contactBranch', 'marketingFigure')),
	CONSTRAINT "content_entries_status_check" CHECK ("content_entries"."status" in ('draft', 'published')),
	CONSTRAINT "content_entries_published_check" CHECK ("content_entries"."status" = 'draft' or "content_entries"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_object_type_check";--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_list_idx" ON "content_entries" USING btree ("kind","status","sort","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('login', 'orderTransition', 'priceBookPublish', 'creditChange', 'refund', 'staffEdit', 'roleEdit', 'menuEdit', 'mallItemEdit', 'mallRedemptionFulfil', 'contentEdit'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_object_type_check" CHECK ("audit_log"."object_type" in ('user', 'order', 'priceBook', 'customer', 'role', 'menu', 'mallItem', 'mallRedemption', 'content', 'rating'));
-- why: customers create API keys (issue 17 point 2): hashes, scopes and a per-key rate window counted on the row; changes made through a key are audited.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"start" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"rate_window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"rate_window_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_object_type_check";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("audit_log"."kind" in ('login', 'orderTransition', 'priceBookPublish', 'creditChange', 'refund', 'staffEdit', 'roleEdit', 'menuEdit', 'mallItemEdit', 'mallRedemptionFulfil', 'contentEdit', 'export', 'apiKeyUse'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_object_type_check" CHECK ("audit_log"."object_type" in ('user', 'order', 'priceBook', 'customer', 'role', 'menu', 'mallItem', 'mallRedemption', 'content', 'rating', 'list', 'apiKey'));
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"visitor_key" text,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"hash" text NOT NULL,
	"size" integer NOT NULL,
	"analysis" jsonb NOT NULL,
	"preview_top_hash" text,
	"preview_bottom_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('gerber', 'bom')),
	CONSTRAINT "files_owner_check" CHECK (("files"."owner_user_id" is null) <> ("files"."visitor_key" is null))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_user_id_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "files_visitor_key_idx" ON "files" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "files_expires_at_idx" ON "files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "files_hash_idx" ON "files" USING btree ("hash");
CREATE TABLE "storage_orphans" (
	"key" text PRIMARY KEY NOT NULL,
	"orphaned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storage_orphans_orphaned_at_idx" ON "storage_orphans" USING btree ("orphaned_at");--> statement-breakpoint
CREATE INDEX "files_preview_top_hash_idx" ON "files" USING btree ("preview_top_hash");--> statement-breakpoint
CREATE INDEX "files_preview_bottom_hash_idx" ON "files" USING btree ("preview_bottom_hash");--> statement-breakpoint
CREATE INDEX "images_storage_key_idx" ON "images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "images_thumbnail_key_idx" ON "images" USING btree ("thumbnail_key");
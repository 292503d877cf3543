ALTER TABLE "design_jobs" ADD COLUMN "feedback_showcase_status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
CREATE INDEX "design_jobs_showcase_idx" ON "design_jobs" USING btree ("feedback_showcase_status");--> statement-breakpoint
ALTER TABLE "design_jobs" ADD CONSTRAINT "design_jobs_showcase_check" CHECK ("design_jobs"."feedback_showcase_status" in ('private', 'pending', 'approved', 'rejected'));--> statement-breakpoint
UPDATE "design_jobs" SET "feedback_showcase_status" = 'pending' WHERE "is_feedback_share_offered" AND "feedback_stars" IS NOT NULL;
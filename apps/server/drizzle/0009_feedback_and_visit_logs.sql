CREATE TABLE "feedback_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"ip" text NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_mail_status_check" CHECK ("feedback_messages"."mail_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "visit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"page" text NOT NULL,
	"detail" jsonb,
	"user_id" uuid,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_logs" ADD CONSTRAINT "visit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_messages_ip_created_idx" ON "feedback_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "visit_logs_created_idx" ON "visit_logs" USING btree ("created_at");
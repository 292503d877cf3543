-- why: the layout design service (issue 16): jobs, their files, rounds, history and downloads; a payment or ledger row names an order or a design job (exactly one, decision 0040); design uploads are files of kind design.
CREATE TABLE "design_job_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_job_downloads_kind_check" CHECK ("design_job_downloads"."actor_kind" in ('client', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "design_job_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"place" text NOT NULL,
	"round" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_job_files_file_unique" UNIQUE("file_id"),
	CONSTRAINT "design_job_files_place_check" CHECK ("design_job_files"."place" in ('spec', 'round', 'final')),
	CONSTRAINT "design_job_files_round_check" CHECK (("design_job_files"."place" = 'round') = ("design_job_files"."round" is not null))
);
--> statement-breakpoint
CREATE TABLE "design_job_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"round" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_job_rounds" (
	"job_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"answer_kind" text,
	"answered_at" timestamp with time zone,
	"comment" text,
	"pin_file_id" uuid,
	"pin_page" integer,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "design_job_rounds_job_id_number_pk" PRIMARY KEY("job_id","number"),
	CONSTRAINT "design_job_rounds_number_check" CHECK ("design_job_rounds"."number" >= 1),
	CONSTRAINT "design_job_rounds_answer_check" CHECK ("design_job_rounds"."answer_kind" is null or "design_job_rounds"."answer_kind" in ('approved', 'changesRequested'))
);
--> statement-breakpoint
CREATE TABLE "design_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"job_no" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pins" integer NOT NULL,
	"layers" integer NOT NULL,
	"bga_pins" integer DEFAULT 0 NOT NULL,
	"bga_pitch_mm" double precision,
	"diff_pair_gbps" double precision,
	"min_trace_mil" double precision,
	"board_length_mm" double precision NOT NULL,
	"board_width_mm" double precision NOT NULL,
	"description" text NOT NULL,
	"wished_date" date,
	"quoted_price_fen" bigint,
	"cycle_min_days" integer,
	"cycle_max_days" integer,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"engineer_user_id" uuid,
	"is_question_open" boolean DEFAULT false NOT NULL,
	"final_uploaded_at" timestamp with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"feedback_stars" integer,
	"feedback_text" text,
	"feedback_at" timestamp with time zone,
	"is_feedback_share_offered" boolean DEFAULT false NOT NULL,
	"entered_status_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"due_date" date,
	CONSTRAINT "design_jobs_job_no_unique" UNIQUE("job_no"),
	CONSTRAINT "design_jobs_status_check" CHECK ("design_jobs"."status" in ('published', 'reviewing', 'quoted', 'paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved', 'finalUploaded', 'downloaded', 'feedbackGiven', 'cancelled')),
	CONSTRAINT "design_jobs_pins_check" CHECK ("design_jobs"."pins" between 1 and 60000),
	CONSTRAINT "design_jobs_layers_check" CHECK ("design_jobs"."layers" between 1 and 40),
	CONSTRAINT "design_jobs_bga_check" CHECK ("design_jobs"."bga_pins" between 0 and 2500),
	CONSTRAINT "design_jobs_paid_check" CHECK ("design_jobs"."paid_fen" >= 0 and "design_jobs"."refunded_fen" >= 0),
	CONSTRAINT "design_jobs_stars_check" CHECK ("design_jobs"."feedback_stars" is null or "design_jobs"."feedback_stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_check";--> statement-breakpoint
ALTER TABLE "payment_ledger" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD COLUMN "design_job_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "design_job_id" uuid;--> statement-breakpoint
ALTER TABLE "design_job_downloads" ADD CONSTRAINT "design_job_downloads_job_id_design_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."design_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_downloads" ADD CONSTRAINT "design_job_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_files" ADD CONSTRAINT "design_job_files_job_id_design_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."design_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_files" ADD CONSTRAINT "design_job_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_history" ADD CONSTRAINT "design_job_history_job_id_design_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."design_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_history" ADD CONSTRAINT "design_job_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_rounds" ADD CONSTRAINT "design_job_rounds_job_id_design_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."design_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_job_rounds" ADD CONSTRAINT "design_job_rounds_pin_file_id_files_id_fk" FOREIGN KEY ("pin_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_jobs" ADD CONSTRAINT "design_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_jobs" ADD CONSTRAINT "design_jobs_engineer_user_id_users_id_fk" FOREIGN KEY ("engineer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_job_downloads_job_idx" ON "design_job_downloads" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "design_job_files_job_idx" ON "design_job_files" USING btree ("job_id","place","round");--> statement-breakpoint
CREATE INDEX "design_job_history_job_idx" ON "design_job_history" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "design_job_rounds_waiting_idx" ON "design_job_rounds" USING btree ("delivered_at") WHERE "design_job_rounds"."answer_kind" is null and "design_job_rounds"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "design_jobs_owner_idx" ON "design_jobs" USING btree ("owner_user_id","published_at");--> statement-breakpoint
CREATE INDEX "design_jobs_status_idx" ON "design_jobs" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "design_jobs_engineer_idx" ON "design_jobs" USING btree ("engineer_user_id","status");--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_design_job_id_design_jobs_id_fk" FOREIGN KEY ("design_job_id") REFERENCES "public"."design_jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_design_job_id_design_jobs_id_fk" FOREIGN KEY ("design_job_id") REFERENCES "public"."design_jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_design_job" ON "payments" USING btree ("design_job_id","channel") WHERE "payments"."status" = 'pending' and "payments"."design_job_id" is not null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('gerber', 'bom', 'cpl', 'design'));--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_one_target_check" CHECK (("payment_ledger"."order_id" is null) <> ("payment_ledger"."design_job_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target_check" CHECK (("payments"."order_id" is null) <> ("payments"."design_job_id" is null));
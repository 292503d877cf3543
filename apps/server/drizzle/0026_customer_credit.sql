-- Customers on credit (issue 13, point 6): credit terms per customer with their changes, and the due date of an order placed on credit.
CREATE TABLE "customer_credit" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"limit_fen" bigint DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credit_limit_check" CHECK ("customer_credit"."limit_fen" >= 0),
	CONSTRAINT "customer_credit_days_check" CHECK ("customer_credit"."days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "customer_credit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"previous_limit_fen" bigint,
	"previous_days" integer,
	"limit_fen" bigint NOT NULL,
	"days" integer NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_role" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_credit" ADD CONSTRAINT "customer_credit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit" ADD CONSTRAINT "customer_credit_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_changes" ADD CONSTRAINT "customer_credit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_changes" ADD CONSTRAINT "customer_credit_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_credit_changes_user_idx" ON "customer_credit_changes" USING btree ("user_id","changed_at");
CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"id" text NOT NULL,
	"tab" text NOT NULL,
	"order_type" text NOT NULL,
	"spec" jsonb NOT NULL,
	"total_fen" bigint,
	"price_book_version" integer,
	"is_selected" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_user_added_idx" ON "cart_lines" USING btree ("user_id","added_at");
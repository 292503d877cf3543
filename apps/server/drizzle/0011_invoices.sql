CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"amount_fen" integer NOT NULL,
	"invoice_type" text NOT NULL,
	"invoicing_method" text NOT NULL,
	"title" text NOT NULL,
	"issued_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_fen" > 0),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."invoice_type" in ('ordinary', 'special')),
	CONSTRAINT "invoices_method_check" CHECK ("invoices"."invoicing_method" in ('electronic', 'paper'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_unique" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","created_at");
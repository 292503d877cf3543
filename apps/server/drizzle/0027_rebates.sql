-- Sales and purchase rebates (issue 13, point 5): rules by period and volume, and an append-only ledger.
CREATE TABLE "rebate_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"supplier_id" uuid,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"rule_id" uuid,
	"volume_fen" bigint,
	"rate_basis_points" integer,
	"amount_fen" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reverses_entry_id" bigint,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_entries_party_check" CHECK (("rebate_entries"."kind" = 'sales' and "rebate_entries"."customer_id" is not null and "rebate_entries"."supplier_id" is null)
        or ("rebate_entries"."kind" = 'purchase' and "rebate_entries"."supplier_id" is not null and "rebate_entries"."customer_id" is null)),
	CONSTRAINT "rebate_entries_source_check" CHECK ("rebate_entries"."source" in ('rule', 'manual', 'reversal')),
	CONSTRAINT "rebate_entries_reversal_check" CHECK (("rebate_entries"."source" = 'reversal') = ("rebate_entries"."reverses_entry_id" is not null)),
	CONSTRAINT "rebate_entries_rule_check" CHECK (("rebate_entries"."source" = 'rule') = ("rebate_entries"."rule_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "rebate_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"period_kind" text NOT NULL,
	"threshold_fen" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rules_kind_check" CHECK ("rebate_rules"."kind" in ('sales', 'purchase')),
	CONSTRAINT "rebate_rules_period_check" CHECK ("rebate_rules"."period_kind" in ('month', 'quarter')),
	CONSTRAINT "rebate_rules_threshold_check" CHECK ("rebate_rules"."threshold_fen" >= 0),
	CONSTRAINT "rebate_rules_rate_check" CHECK ("rebate_rules"."rate_basis_points" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "rebate_entries" ADD CONSTRAINT "rebate_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_entries" ADD CONSTRAINT "rebate_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_entries" ADD CONSTRAINT "rebate_entries_rule_id_rebate_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rebate_rules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_entries" ADD CONSTRAINT "rebate_entries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_entries_reverses_unique" ON "rebate_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_entries_rule_customer_unique" ON "rebate_entries" USING btree ("rule_id","customer_id","period") WHERE "rebate_entries"."source" = 'rule' and "rebate_entries"."kind" = 'sales';--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_entries_rule_supplier_unique" ON "rebate_entries" USING btree ("rule_id","supplier_id","period") WHERE "rebate_entries"."source" = 'rule' and "rebate_entries"."kind" = 'purchase';--> statement-breakpoint
CREATE INDEX "rebate_entries_kind_period_customer_idx" ON "rebate_entries" USING btree ("kind","period","customer_id");--> statement-breakpoint
CREATE INDEX "rebate_entries_kind_period_supplier_idx" ON "rebate_entries" USING btree ("kind","period","supplier_id");--> statement-breakpoint
CREATE INDEX "rebate_entries_kind_created_idx" ON "rebate_entries" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "rebate_entries_customer_idx" ON "rebate_entries" USING btree ("customer_id","period");--> statement-breakpoint
CREATE INDEX "rebate_entries_supplier_idx" ON "rebate_entries" USING btree ("supplier_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_rules_kind_name_unique" ON "rebate_rules" USING btree ("kind",lower("name"));
-- BOM lines matched against the parts catalogue (issue 13, point 1): part aliases, and the catalogue part of an order line.
CREATE TABLE "part_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part_id" uuid NOT NULL,
	"alias" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "part_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "bom_row_number" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "part_aliases" ADD CONSTRAINT "part_aliases_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_aliases_part_alias_unique" ON "part_aliases" USING btree ("part_id",lower("alias"));--> statement-breakpoint
CREATE INDEX "part_aliases_alias_idx" ON "part_aliases" USING btree (lower("alias"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;
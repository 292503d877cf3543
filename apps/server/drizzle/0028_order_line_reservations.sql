-- Stock reserved for an order line when its purchase is placed (issue 13, point 3: reserved for open orders).
ALTER TABLE "order_lines" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;
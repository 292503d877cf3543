-- Special offers carry the quote they stand for (tab and spec) instead of a typed price: the site prices the spec with the current price book. Offers saved with a price become the 10 × 10 cm × 5 pcs FR-4 board of that price in pricing.md §1.1 (800 yuan: 6 layers, 100: 4, else 2).
UPDATE "content_entries"
SET "data" = jsonb_build_object(
  'quote', jsonb_build_object(
    'tab', 'pcb',
    'spec', jsonb_build_object(
      'layers', CASE WHEN ("data"->>'priceFen')::numeric >= 80000 THEN 6 WHEN ("data"->>'priceFen')::numeric >= 10000 THEN 4 ELSE 2 END,
      'boardLength', 100, 'boardWidth', 100, 'boardNumber', 5
    )
  )
)
WHERE "kind" = 'specialOffer' AND NOT ("data" ? 'quote');

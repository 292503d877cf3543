-- The points mall's first items (pricing.md §5: 1 point per yuan paid, 50 at registration).
-- Images are files of the web app's public folder (apps/web/public/mall/).
INSERT INTO "points_mall_items" ("slug", "image_url", "name", "name_en", "points_price", "stock", "sort") VALUES
  ('esd-wrist-strap', '/mall/esd-wrist-strap.svg', '防静电手腕带', 'ESD wrist strap', 80, 300, 1),
  ('anti-static-tweezers', '/mall/anti-static-tweezers.svg', '防静电镊子套装', 'Anti-static tweezers set', 120, 300, 2),
  ('stencil-coupon', '/mall/stencil-coupon.svg', '钢网抵用券（50元）', 'Stencil coupon (¥50)', 150, 500, 3),
  ('pcb-coupon-10x10', '/mall/pcb-coupon-10x10.svg', '10×10cm 双面板打样券', '10 × 10 cm 2-layer board coupon', 200, 500, 4),
  ('boardforge-mug', '/mall/boardforge-mug.svg', '板工坊马克杯', 'BoardForge mug', 300, 200, 5),
  ('smd-component-book', '/mall/smd-component-book.svg', '贴片元件样品册', 'SMD component sample book', 500, 100, 6)
ON CONFLICT ("slug") DO NOTHING;

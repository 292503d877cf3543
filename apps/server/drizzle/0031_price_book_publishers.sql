-- Issue 14: only the administrator and the sales director (15) publish price books; the senior executive (16) keeps reading them through the new priceBook:view tag (seeded).
DELETE FROM "role_menus" WHERE "role_id" = '16' AND "menu_id" IN (SELECT "id" FROM "menus" WHERE "menuenname" = 'priceBook:edit');

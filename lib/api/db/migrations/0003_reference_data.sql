-- Reference data every bakery database needs (not demo data): product types and units.
INSERT INTO "product_types" ("key", "name") VALUES
  ('bahan_baku', 'Bahan Baku'),
  ('bahan_jadi', 'Bahan Jadi')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_units" ("name") VALUES
  ('pcs'), ('kg'), ('gram'), ('liter'), ('ml'), ('pack'), ('loyang'), ('box'), ('karung'), ('butir'), ('sak')
ON CONFLICT ("name") DO NOTHING;

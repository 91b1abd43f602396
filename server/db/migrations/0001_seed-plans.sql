-- The two plans of the account payments area (spec sections 2 and 9).
INSERT INTO "plans" ("id", "name", "monthly_corrections", "max_characters_per_request") VALUES
  ('free', 'Free', 100, 2000),
  ('premium', 'Premium', NULL, 10000)
ON CONFLICT ("id") DO NOTHING;

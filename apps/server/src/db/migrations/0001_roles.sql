-- The fixed roles of the specification (section 6); BUYER's id is the fixed id quick registration uses.
INSERT INTO "roles" ("id", "name") VALUES (1, 'ADMIN'), (2, 'REPRESENTATIVE'), (3, 'BUYER') ON CONFLICT DO NOTHING;

-- A seat's Nurse is named in the grammatical gender her player chose (issue 25): see
-- db/migrations/0007_seat_gender.sql.
ALTER TABLE seats ADD COLUMN gender TEXT NOT NULL DEFAULT 'n' CHECK (gender IN ('f', 'm', 'n'));

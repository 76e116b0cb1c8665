-- A seat's Nurse is named in the grammatical gender her player chose (issue 25): 'f', 'm' or 'n' (neutral,
-- the default: seats taken before this choice existed).
ALTER TABLE seats ADD COLUMN gender TEXT NOT NULL DEFAULT 'n' CHECK (gender IN ('f', 'm', 'n'));

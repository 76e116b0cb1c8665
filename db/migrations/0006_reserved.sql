-- Placeholder: number 0006 is the lead's migration (issue 25 split the work); this branch needs a number
-- below its own 0007. Delete this file when the lead's 0006 lands: two files numbered 0006 fail at start.
SELECT 1;

"""A fuzzer for the Discord layer: random slash commands, presses and autocompletes through the offline harness.

Run it as `python -m tests.fuzz --commands 10000 --seed 1`. Every interaction
goes through the real discord.py objects of `tests/cogs/harness.py` (the real
CommandTree, option conversion, DynamicItems and error handlers), as a careless
or curious player would send it: legal moves mixed with wrong seats, missing
and empty options, huge and odd values, stale and malformed custom ids,
lifecycle commands and tampered exports. It counts three things and requires
each to be zero:

* unhandled exceptions: anything discord.py would only log, anything the
  bot's own safety net had to catch (an incident), any task exception nobody
  retrieved;
* unanswered interactions: what Discord shows as "The application did not
  respond" (or a "thinking…" that never ends);
* moves out of turn: a decision the store logged for a seat, taken by someone who does not play it
  (its player, her stand-in, or the bot for a seat it plays).
* state changes on refusal: an interaction that posted nothing public, yet
  left the stored game different (byte for byte), or a burst of one decision
  that was applied more than once.

Defects are grouped by command and exception (or symptom), each with the
first input that caused it, as a line to paste into a harness test. Inputs a
Discord client cannot send (ids beyond 64 bits, values outside an option's
range, a custom id that is not on the message) are marked "forged".
"""

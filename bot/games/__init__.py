"""The games this table can host, each in its own package, and what every game's rules share (events, refusals)."""

"""The Discord layer's shared pieces: decision buttons, replies as messages, DMs, the in-flight gate.

Cogs (cogs/*.py) parse an interaction and call the table; these modules turn
what the table answers into Discord messages. No rule is decided here: what
is open, to whom, and why not all come from the table (and so the engine).
"""

"""Holding On at the terminal: its campaign seated from the flags (`run.py`), a line's commands (`handlers.py`),
the session with its shared-screen moments and hints, and the text board; the grammar and the prompt it shares
with every terminal are one level up."""

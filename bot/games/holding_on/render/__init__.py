"""Holding On in words and pictures, from views only: narration, the board and memories pictures, their text
alternatives, the rules summaries and the pack's words (content note, glossary)."""

"""Holding On on Discord: its table commands (/campaign, /board, /memories, /hand, /rules, /help) and their
words."""

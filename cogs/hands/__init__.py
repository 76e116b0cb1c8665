"""...and then, we held hands. on Discord: its table commands (/hands start, undo, board, rules, abandon)."""

"""The face of "...and then, we held hands.": every word it says, in English, German and French, and its pictures.

Made from the engine's public view and events only (H19): nothing here sees
the game state, so no covered half, deck order or card id can reach a word or
a picture. The Discord layer and the terminal call these functions:
  words.label, phrase, node_label, emotion_word    one choice, a kind, a node, an emotion
  story.story_lines                                the engine's events as the lines a table reads
  rules_text.topics, rule_text, glossary, welcome  H1-H20, the glossary, H20's table rule and how to play
  refusals.refusal_text                            why a decision is refused, in the reader's language
  picture.board_png                                the ring board as a PNG (≤ 60 KB)
  text_board.board_text                            the same board as text for an 80-column terminal
It imports the engine, the shared events and refusals, the catalogue and the
shared drawing (bot.render.draw, bot.render.cache); never Holding On, the
table, the app or the terminal (tests/hands/test_render_layers.py).
"""

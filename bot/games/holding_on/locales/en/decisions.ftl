# Decisions. A kind's English words (phrase-<kind>, label-<kind>, when-<kind>) and a word an option takes
# (label-stop) are written in its record only (bot/games/holding_on/engine/moves.py), and the English catalogue
# is made from it (bot/i18n/records.py); German and French translate those ids in their decisions.ftl.

# A timeline offered as an option's value (autocomplete).
label-timeline = timeline { $timeline }

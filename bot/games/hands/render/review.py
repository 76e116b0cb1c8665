"""`/hands review` in words: what the bot partner aimed at, one line per turn it played, in any language.

An aim (bot/games/hands/planner/aims.py) is public data: nodes, the
objective's emotion, how many cards each row paid, the steps left open. Each
line says the turn's goal, then what it paid, whether it drew, the card it
left for its partner and the steps it left her: the conventions a player can
learn from it (H20 forbids talk during play, not after).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.games.hands.words import Names, emotion_word, named, node_label, player_name
from bot.i18n import join_list, t

GOALS = ("objective", "argument", "wait", "approach", "meet", "closer", "centre", "follow", "door", "safe")


def review_lines(aims: Sequence[Mapping[str, object]], public: Names, status: str, language: str) -> list[str]:
    """A title, then one line per aim; a game the bot played no turn of says so."""
    if not aims:
        return [t(language, "hands-review-nothing")]
    return [t(language, "hands-review-title", status=status)] + [_line(aim, public, language) for aim in aims]


def _line(aim: Mapping[str, object], public: Names, language: str) -> str:
    seat = int(str(aim["seat"]))
    name, partner = player_name(public, seat), player_name(public, 1 - seat)
    who = {**named(name), **named(partner, "partner")}
    emotion = emotion_word(language, aim["emotion"]) if aim.get("emotion") else ""
    node = node_label(language, str(aim["node"]), public)
    target = node_label(language, str(aim["target"]), public) if aim.get("target") else ""
    goal = str(aim["goal"]) if aim["goal"] in GOALS else "safe"
    opens = aim.get("opens")
    if goal == "safe" and not opens:  # it kept no step for her: it says only where it went
        goal = "moved"
    parts = [t(language, f"hands-review-goal-{goal}", node=node, target=target, emotion=emotion, **who)]
    own, theirs = int(str(aim["own"])), int(str(aim["theirs"]))
    if own and theirs:
        parts.append(t(language, "hands-review-paid", own=own, theirs=theirs, **who))
    elif theirs:
        parts.append(t(language, "hands-review-theirs-only", theirs=theirs, **who))
    elif own:
        parts.append(t(language, "hands-review-own-only", own=own, **who))
    if aim.get("draws"):
        parts.append(t(language, "hands-review-draws", **who))
    if aim.get("kept") and aim.get("kept_for"):
        kept_for = node_label(language, str(aim["kept_for"]), public)
        parts.append(
            t(language, "hands-review-kept", emotion=emotion_word(language, aim["kept"]), node=kept_for, **who)
        )
    if goal not in ("follow", "argument") and isinstance(opens, list):
        if opens:
            nodes = join_list(language, [node_label(language, str(n), public) for n in opens], last="or")
            parts.append(t(language, "hands-review-open", nodes=nodes, **who))
        else:
            parts.append(t(language, "hands-review-no-open", **who))
    return t(language, "hands-review-turn", turn=int(str(aim["turn"])), said=" ".join(parts))

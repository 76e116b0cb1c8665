"""The engine's events as lines a table reads (bot/games/hands/render/story.py): every event of random games at all
four difficulties, in three languages, one line each, no missing word, no placeholder, no English in German or
French; every kind of event the engine can make has its words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.games.events import public
from bot.games.hands.engine import public_view
from bot.games.hands.render.story import TELLERS, story_lines
from bot.i18n import LOCALES
from tests.hands.helpers import fresh
from tests.hands.render_support import DIFFICULTIES, TITLE, games

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "games" / "hands" / "engine"
# English words no German or French line may keep (the title aside: it stays English in every language).
ENGLISH = {
    "de": r"\b(the|and|is|of|her|sad|angry|calm|happy|node|turn|step|steps|objective|argument|balance|set|deck|card|"
    r"cards|row|centre|token|halves|ring)\b",
    "fr": r"\b(the|and|is|of|her|sad|angry|calm|happy|node|turn|step|steps|objective|argument|set|deck|card|cards|"
    r"row|token|halves|ring)\b",
}


def _events_of_the_engine() -> set[str]:
    """Every kind the engine's code makes with public("kind", ...)."""
    kinds: set[str] = set()
    for path in ENGINE.glob("*.py"):
        kinds |= set(re.findall(r'public\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    return kinds


def test_every_kind_of_event_the_engine_makes_has_its_words():
    kinds = _events_of_the_engine()
    assert len(kinds) >= 17
    assert kinds <= set(TELLERS), sorted(kinds - set(TELLERS))


@pytest.mark.parametrize("language", LOCALES)
def test_every_event_of_random_games_at_all_four_difficulties_is_told(language):
    told_kinds: set[str] = set()
    difficulties: set[str] = set()
    for game in games():
        difficulties.add(game.difficulty)
        batches = [(game.opening, game.first_view)] + [(m.events, m.after) for m in game.moments]
        for events, view in batches:
            lines = story_lines([event.to_dict() for event in events], view, language)
            assert len(lines) == len(events), [event.kind for event in events]  # one line each, none skipped
            for line in lines:
                assert line.strip() and "{" not in line and "}" not in line and len(line) < 500, line
                if language != "en":
                    plain = line.replace(TITLE, "").replace("Ana", "").replace("Ben", "")
                    assert not re.search(ENGLISH[language], plain, re.IGNORECASE), (language, line)
            told_kinds |= {event.kind for event in events}
    assert difficulties == set(DIFFICULTIES)
    assert told_kinds >= {"game_started", "dealt", "stepped", "drew", "perspective_turned", "set_completed", "won"}


RARE = [
    public("drew", seat=0, count=0, wanted=3, shows=[], deck=0),
    public("drew", seat=1, count=2, wanted=4, shows=["sad", "calm"], deck=0),
    public("objective_revealed", seat=0, emotion="angry", bar=1, argument=True, set=2, ring="middle", left=4),
    public("objective_completed", seat=0, node="M3", emotion="happy", argument=True, set=2, completed=8, left=0),
    public("set_completed", set=2, reshuffled_by=1, cards=0, deck=3),
    public("lines_opened", set=3, opened="centre"),
    public("stepped", seat=0, start="I0", node="C", row=1, card=0, half="happy", balance=0, centre=True),
    public("turn_ended", seat=0, node="C", balance=0, steps=1),
    *(public("lost", cause=c, ruling="H18", seat=0, turn=9) for c in ("stuck", "out_of_cards", "unbalanced")),
    public("lost", cause="not_followed", ruling="H18c", seat=1, turn=9),
    {"kind": "decision_undone", "audience": "channel", "data": {"decision": "x", "action": {"kind": "end", "seat": 0}}},
    {"kind": "attempt_abandoned", "audience": "channel", "data": {}},
]


@pytest.mark.parametrize("language", LOCALES)
def test_the_rare_events_are_told_too(language):
    """Events random play seldom reaches: an empty deck (H11), an argument (H16), the centre (H17), every loss."""
    view = public_view(fresh())
    lines = story_lines([e if isinstance(e, dict) else e.to_dict() for e in RARE], view, language)
    assert len(lines) == len(RARE) and all("{" not in line for line in lines)
    assert len(set(lines)) == len(lines)  # each says something of its own


def test_the_english_story_reads_as_the_rulings_say():
    view = public_view(fresh())
    empty, short, argument = story_lines([e.to_dict() for e in RARE[:3]], view, "en")
    told = {"empty": empty, "short": short, "argument": argument}
    assert told["empty"] == "Ana is balanced, but the deck is empty: nothing to draw (H11)."
    assert told["short"] == "Ben is balanced and draws 2 cards, all the deck had (H11): Sadness, Calm."
    assert "**argument**" in told["argument"] and "(H16)" in told["argument"]
    losses = story_lines([e.to_dict() for e in RARE[8:12]], view, "en")
    assert [re.search(r"\((H18[abc])\)", line)[1] for line in losses] == ["H18a", "H18b", "H18c", "H18c"]
    assert "Ana waited in the centre, and Ben did not join them" in losses[3]
    undone = story_lines([RARE[12]], view, "de")
    assert undone == ["Zurückgenommen: Zug beenden."]  # the undone decision said in the table's language


def test_a_step_of_the_bot_partner_reads_as_a_players():
    """The partner's moves are the same events as a player's: the lines name the seat's player, nothing else."""
    step = public("stepped", seat=1, start="O0", node="O1", row=1, card=0, half="angry", balance=-1, centre=False)
    view = public_view(fresh())
    assert story_lines([step.to_dict()], view, "en") == ["Ben steps to O1 (Anger), playing their card N1; balance -1."]
    assert story_lines([step.to_dict()], view, "fr") == [
        "Ben avance vers O1 (Colère) en défaussant sa carte N1\u00a0; balance à -1."
    ]
    assert story_lines([step._replace(data={**step.data, "row": 0}).to_dict()], view, "de") == [
        "Ben geht nach O1 (Wut) und legt dafür Anas Karte S1 ab; Waage -1."  # the partner's card, as typed
    ]


def test_an_event_this_version_cannot_tell_is_skipped_not_fatal():
    view = public_view(fresh())
    lines = story_lines([{"kind": "from_the_future", "audience": "channel", "data": {}}], view, "en")
    assert lines == []
    assert story_lines([{"kind": "dealt", "audience": "seat", "seat": 0, "data": {}}], view, "en") == []

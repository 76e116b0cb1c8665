"""An event's words must not promise what its effects do not do (issue 25, content/event_words.py): "Patience
buys a little trust" followed by "Ignore Event: keep drawing" is refused by `content check`."""

from __future__ import annotations

from bot.games.holding_on.content_pack import event_words, load_pack
from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.engine.content import EventCard


def _event(text: str, **bands: list[str]) -> EventCard:
    effects = {
        "green": ["quiet_moment"],
        "orange": ["quiet_moment"],
        "red": ["quiet_moment"],
        "black": ["quiet_moment"],
    }
    return EventCard(id="ev-x", deck="partial", title="A Card", text=text, **{**effects, **bands})


def test_words_that_promise_trust_over_an_ignored_band_are_refused():
    tea = _event("Patience buys a little trust.", green=["ignore"], orange=["trust_for_condition"])
    assert event_words.contradictions(tea) == [
        ("green", "its words promise trust, but in the green band the event is ignored")
    ]
    draft = Draft("pack", events=[tea])
    [problem] = event_words.check(draft)
    assert (
        str(problem)
        == "pack/events.toml: ev-x: green: its words promise trust, but in the green band the event is ignored"
    )


def test_a_promise_no_band_keeps_is_refused_and_plain_words_are_not_read():
    assert event_words.contradictions(_event("Patience buys a little trust.")) == [
        ("text", "its words promise trust, and no band's effect keeps the promise")
    ]
    assert event_words.contradictions(_event("He looks at the door.", green=["ignore"])) == []
    assert event_words.contradictions(_event("Nothing needs saying.")) == []  # quiet moments keep silence


def test_the_shipped_packs_contradictions_are_exactly_those_awaiting_their_words():
    """The campaign's texts are another change's to fix: each known fault is still there (drop it once fixed)."""
    found = {event.id for event in load_pack().events if event_words.contradictions(event)}
    assert found == event_words.AWAITING

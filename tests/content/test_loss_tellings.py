"""A lost chapter is told another way at each attempt, and no telling denies what the attempt reached (issue 35).

The third draft had two to six loss texts a chapter, chosen by the call the attempt made, so a group that lost
a chapter again read the same text again (about 4.7 of ~13 a campaign, story-2026-12.md §2). Now each loss has
its tellings, read in turn one per attempt, from the ward and from elsewhere (Joy's handover sheet, the night
nurse, Maureen on the phone to Belfast), each with the lines of what this attempt reached; a transfer is a text
of its own. How often a simulated group reads one again is measured in test_campaign_repeats.py.
"""

from __future__ import annotations

import re

import pytest

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.engine.content import SLOT, Facts
from tests.content.packs import SHIPPED
from tests.content.replay import DENIALS


@pytest.fixture(scope="module")
def pack() -> ContentPack:
    return load_pack(SHIPPED)


def _tellings(pack: ContentPack, number: int, facts: Facts | None = None) -> list[str]:
    chapter = pack.scenario(number)
    facts = facts or Facts()
    return [chapter.told("loss", facts.model_copy(update={"attempt": n})) for n in range(1, chapter.turns("loss") + 1)]


def test_every_chapter_has_five_tellings_and_the_last_three_six(pack: ContentPack) -> None:
    for chapter in pack.scenarios:
        tellings = _tellings(pack, chapter.number)
        assert len(set(tellings)) == len(tellings) >= (6 if chapter.number >= 8 else 5), chapter.number


def test_the_tellings_come_round_again_only_after_all_were_read(pack: ContentPack) -> None:
    for chapter in pack.scenarios:
        turns = chapter.turns("loss")
        first = chapter.told("loss", Facts(attempt=1))
        assert chapter.told("loss", Facts(attempt=turns + 1)) == first
        assert first not in [chapter.told("loss", Facts(attempt=n)) for n in range(2, turns + 1)]


def test_some_tellings_are_told_from_elsewhere(pack: ContentPack) -> None:
    """Joy's handover sheet in every chapter; the night nurse in most; Maureen ringing Belfast in 8 to 10."""
    night = 0
    for chapter in pack.scenarios:
        tellings = " ".join(_tellings(pack, chapter.number))
        assert "HANDOVER, WARD 7." in tellings, chapter.number
        night += "night nurse" in tellings
        if chapter.number >= 8:
            assert re.search(r"Maureen rings Belfast", tellings), chapter.number
    assert night >= 8


def test_a_transfer_is_a_text_of_its_own_in_plain_words(pack: ContentPack) -> None:
    """The third draft put 'The second Warning does it: …' in front of texts written for a death."""
    for chapter in pack.scenarios:
        transferred = {chapter.told("loss", Facts(cause="transferred", attempt=n)) for n in range(1, 8)}
        assert len(transferred) == 1, chapter.number  # whatever the attempt, the transfer's own text
        (text,) = transferred
        assert text not in _tellings(pack, chapter.number), chapter.number
        for told in [text, *_tellings(pack, chapter.number)]:
            assert not re.search(r"Warning|second Warning", told), (chapter.number, told[:60])


# The same denials as German and French would word them (replay.DENIALS is the English).
DENIALS_BY_LANGUAGE = {
    "en": DENIALS,
    "de": re.compile(
        r"nie (erreicht|erzählt|erfahren|angerufen|gewählt)|niemand hat (je )?erfahren|kam nur bis"
        r"|bleibt in der Schublade|wird hier nicht erzählt|wollte nicht sagen",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"jamais (atteint|raconté|su|appelé|composé)|personne n[’']a (jamais )?su|n[’']est allé que jusqu"
        r"|reste dans le tiroir|n[’']est pas raconté ici|n[’']a pas voulu dire",
        re.IGNORECASE,
    ),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_no_piece_of_a_loss_denies_what_it_does_not_name(language: str) -> None:
    """A loss says what the attempt reached, positively, and the rest only as 'the rest' (STORY.md): no telling,
    transfer or slot line says 'never reached', 'got as far as', 'stays in the drawer', 'is not told here', in
    any of the pack's languages."""
    denials = DENIALS_BY_LANGUAGE[language]
    for chapter in load_pack(SHIPPED, language=language).scenarios:
        pieces = [chapter.loss] + [v.text for v in chapter.variants if v.part == "loss"]
        for piece in pieces:
            assert not denials.search(" ".join(piece.split())), (chapter.number, denials.search(piece))


def test_each_telling_names_what_the_attempt_told_in_its_own_line(pack: ContentPack) -> None:
    """A memory told is named in every telling (its {told} line), whichever the attempt reads."""
    chapter = pack.scenario(3)
    walk = next(v.text for v in chapter.variants if v.id == "loss_told_walk")
    for telling in _tellings(pack, 3, Facts(clears=frozenset({"m2-4"}))):
        assert " ".join(walk.split()) in telling
        assert "{" not in telling and not SLOT.search(telling)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_deadline_missed_tells_siobhans_flight_once(language: str) -> None:
    """The third draft told her leaving twice when chapter 7's days ran out (story-2026-12.md §6, 28): the line for
    the deadline and the line for the call not made."""
    chapter = load_pack(SHIPPED, language=language).scenario(7)
    for attempt in range(1, chapter.turns("loss") + 1):
        late = chapter.told("loss", Facts(cause="out_of_time", attempt=attempt))
        died = chapter.told("loss", Facts(cause="died", attempt=attempt))
        assert late != died and late.count("Castlebar") == died.count("Castlebar") >= 1, (attempt, late)

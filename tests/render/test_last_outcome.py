"""The last outcome belongs to the table that played it, and the bot's own lines never speak over the story (issue 35).

The engine remembers who made each call and what Billy told in the attempts the campaign won (campaign_facts);
the narration names each call's Nurse, the Nurses at the table (in the gender each player chose), how many there
were, and the one memory Billy kept from them. "Counting", the callback to the first day, is read in every win of
the last chapter and in none of its losses; a lost attempt there is not announced as his death; the pack words the
line that says a loss, and its content note says what a loss is.
"""

from __future__ import annotations

import re

import pytest

from bot.games.events import public
from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import campaign_facts as facts
from bot.games.holding_on.engine.content import Facts
from bot.games.holding_on.render.narrate import channel_lines
from tests.content.packs import SHIPPED

PACKS = {language: load_pack(SHIPPED, language=language) for language in ("en", "de", "fr")}
NURSES = ["Ana", "Ben", "Cy"]
CALLERS = {"c5-jess": "Ana", "c6-maureen": "Ben", "c7-siobhan": "Cy", "c8-liam": "Ana", "c9-francis": "Ben"}


def _won(flags: list[str], nurses: list[str] = NURSES, partials: list[list[int]] | None = None) -> object:
    return public(
        "scenario_won",
        scenario=10,
        flags=["went_home"],
        nurses=nurses,
        clears=[[1, 1], [1, 6]],
        partials=partials or [[1, 1], [1, 6], [5, 5]],
        played_flags=["spoke_to_bernie", facts.caller("c10-bernie", "Cy")],
        campaign_flags=flags,
    )


# Memories every campaign has had told before chapter 10: its chapters' objectives ask for their Clears (the
# box, 5-5, in chapter 6; it is one of chapter 10's starting Partials, so a campaign that had not told it would
# have Billy keep it).
OBJECTIVES = ((1, 4), (2, 1), (2, 3), (2, 5), (3, 4), (3, 5), (3, 6), (4, 3), (4, 4), (4, 5), (5, 2), (5, 3), (5, 5))


def _campaign(heard: tuple[int, int] = (1, 3)) -> list[str]:
    """A campaign whose record is whole: every chapter recorded, the calls made by Ana, Ben and Cy, the objectives'
    memories told and some others, `heard` let slip and never told."""
    some = [(t, p) for t in range(1, 6) for p in range(1, 7) if p % 2 == 0]
    told = [facts.told(slot) for slot in dict.fromkeys([*OBJECTIVES, *some]) if slot != heard]
    return [
        "told_francis",
        *(facts.caller(contact, nurse) for contact, nurse in CALLERS.items()),
        *(facts.recorded(n) for n in range(1, 10)),
        *told,
        facts.heard(heard),
    ]


def _said(language: str, event: object, genders: list[str], seats: list[str] = NURSES) -> str:
    public_view = {"seats": seats, "genders": genders, "attempt": 1}
    pack = PACKS[language]
    return channel_lines([event], pack, 10, language, engine_pack=PACKS["en"], public=public_view)[0]  # type: ignore[list-item]


def test_joy_names_the_table_and_each_calls_nurse() -> None:
    text = _said("en", _won(_campaign()), ["f", "m", "n"])
    assert "thanks each of you by name: Ana, Ben and Cy." in text
    assert "There were three of you, and he seemed satisfied with the number." in text
    for line in ("'Ana, you rang Sydney", "'Ben, you rang his sister.'", "'Cy, you rang Liam's mother.'"):
        assert line in text
    assert "'Ana, you rang his son.'" in text and "'Ben, you held the phone for Francis Quinn.'" in text
    assert "'And Cy, you put him through to Danny's mother.'" in text
    assert "{" not in text


def test_he_keeps_the_memory_the_table_last_heard_and_never_had_told() -> None:
    assert "He never did tell you about the bonfire." in _said("en", _won(_campaign((1, 3))), ["f", "f", "f"])
    wedding = _said("en", _won(_campaign((5, 1))), ["f", "f", "f"])
    assert "He never did tell you about his wedding in the garden." in wedding and "bonfire" not in wedding
    # What the last attempt heard him let slip, and never had him tell, is the last he kept from you.
    bondi = _said("en", _won(_campaign((1, 3)), partials=[[1, 1], [1, 6], [5, 5], [4, 1]]), ["f", "f", "f"])
    assert "He never did tell you about his first Christmas on the far side of the world." in bondi
    assert "bonfire" not in bondi
    assert bondi != _said("en", _won(_campaign((1, 3))), ["f", "f", "f"])


def test_a_campaign_begun_before_its_facts_were_kept_names_no_silence_and_no_caller() -> None:
    old = _won(["told_francis", "told_the_truth", "called_liam"], nurses=NURSES)
    text = _said("en", old, ["n", "n", "n"])
    assert "never did tell you" not in text and "you rang" not in text
    assert "thanks each of you by name: Ana, Ben and Cy." in text


@pytest.mark.parametrize(
    ("genders", "german", "french"),
    [
        (["f", "f", "f"], "dankt euch dreien, jeder Einzelnen, mit Namen", "remercie chacune de vous trois"),
        (["m", "m", "m"], "dankt euch dreien, jedem Einzelnen, mit Namen", "remercie chacun de vous trois"),
        (["f", "m", "n"], "dankt euch dreien, einer Person nach der anderen, mit Namen", "chaque personne de l’équipe"),
    ],
)
def test_the_thanks_agree_with_the_genders_the_table_chose(genders: list[str], german: str, french: str) -> None:
    assert german in _said("de", _won(_campaign()), genders)
    assert french in _said("fr", _won(_campaign()), genders)


@pytest.mark.parametrize(
    ("gender", "german", "french"),
    [
        ("f", "du warst die, die ihn zu Dannys Mutter durchgestellt hat", "vous êtes restée au téléphone"),
        ("m", "du warst der, der ihn zu Dannys Mutter durchgestellt hat", "vous êtes resté au téléphone"),
        ("n", "du hast ihn zu Dannys Mutter durchgestellt", "vous avez tenu le combiné jusqu’au bout"),
    ],
)
def test_the_last_callers_line_agrees_with_her_gender(gender: str, german: str, french: str) -> None:
    genders = ["f", "f", gender]  # Cy put the call to Bernie through
    assert german in _said("de", _won(_campaign()), genders)
    assert french in _said("fr", _won(_campaign()), genders)


def test_counting_is_read_in_every_win_and_in_no_loss() -> None:
    """The third draft's 'Counting' fired in 68% of chapter 10's losses and 12% of its wins."""
    words = {"en": "as if he were counting", "de": "als würde er zählen", "fr": "comme s’il comptait"}
    for language, counting in words.items():
        chapter = PACKS[language].scenario(10)
        for flags in (frozenset({"told_francis"}), frozenset({"made_statement"})):
            assert counting in chapter.told("outcome", Facts(flags=flags, nurses=tuple(NURSES)))
        losses = [chapter.loss, *(v.text for v in chapter.variants if v.part == "loss")]
        triggers = [f"{t.title} {t.text}" for t in chapter.triggers]
        assert not any(re.search(r"\b(count|zähl|compt)", text, re.IGNORECASE) for text in losses + triggers), language


DEATH = {"en": r"\b(died|dies|dead|death)\b", "de": r"\b(gestorben|stirbt|tot|Tod)\b", "fr": r"\b(mort|meurt|décès)\b"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize(("cause", "condition"), [("died", 0), ("died", 5), ("transferred", 9)])
def test_the_last_chapters_loss_does_not_announce_a_death_its_text_withholds(
    language: str, cause: str, condition: int
) -> None:
    """'The scenario is lost. Billy has died.' came before a text that said the death 'is not told here'."""
    event = public("scenario_lost", cause=cause, clears=[], partials=[], played_flags=[], campaign_flags=[])
    for attempt in range(1, 8):
        public_view = {"seats": NURSES, "genders": ["f", "m", "n"], "attempt": attempt, "condition": condition}
        pack = PACKS[language]
        text = channel_lines([event], pack, 10, language, engine_pack=PACKS["en"], public=public_view)[0]  # type: ignore[list-item]
        assert not re.search(DEATH[language], text, re.IGNORECASE), text[:300]


def test_the_pack_words_the_loss_line_of_the_chapters_before() -> None:
    event = public("scenario_lost", cause="died", clears=[], partials=[], played_flags=[], campaign_flags=[])
    for number in range(1, 10):
        public_view = {"seats": NURSES, "genders": ["f", "m", "n"], "attempt": 1, "condition": 0}
        text = channel_lines([event], PACKS["en"], number, "en", public=public_view)[0]  # type: ignore[list-item]
        assert PACKS["en"].pack.loss_lines["died"] in text


def test_the_content_note_says_what_a_loss_is() -> None:
    """The third draft's note promised Billy's death 'told once', and the bot said it in most losses."""
    note = " ".join(PACKS["en"].pack.content_note.split())
    assert "Billy's death is told once, at the end of the last chapter" in note
    assert "ends with his death on the ward, or his transfer to another, said in one line" in note
    lines = PACKS["en"].pack.loss_lines
    assert "dies" in lines["died"] and "dies" in lines["out_of_cards"] and "transferred" in lines["transferred"]

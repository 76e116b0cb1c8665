"""The shipped campaign told through narration (issue 15): loss texts, content notes at a chapter's start,
texts told as the campaign and the grid stand, and every card's title and line."""

from __future__ import annotations

import pytest

from bot.games.events import public
from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.engine import new_game, start_events
from bot.games.holding_on.engine.content import Facts
from bot.games.holding_on.render.narrate import TRY_AGAIN, channel_lines, facts_of
from bot.games.holding_on.render.pack_words import content_note, scenarios_with_notes

PACK = load_pack()


def _told(event, scenario: int) -> str:
    return "\n".join(channel_lines([event], PACK, scenario))


@pytest.mark.parametrize("number", range(1, 11))
def test_a_lost_attempt_reads_its_scenarios_loss_text_and_the_way_back_in(number: int) -> None:
    chapter = PACK.scenario(number)
    for cause in ("died", "transferred", "out_of_time"):
        text = _told(public("scenario_lost", cause=cause, clears=[], partials=[], played_flags=[]), number)
        assert text.startswith("**The scenario is lost.**")
        assert chapter.told("loss", Facts(cause=cause)) in text and TRY_AGAIN in text
    transferred = chapter.told("loss", Facts(cause="transferred"))
    assert transferred != chapter.told("loss", Facts(cause="died"))  # a transfer has its own line (issue 27)


def test_a_loss_logged_before_the_loss_texts_still_reads() -> None:
    """Events in an old log carry only the cause: the usual loss text is read."""
    assert PACK.scenario(2).told("loss", Facts(cause="died")) in _told(public("scenario_lost", cause="died"), 2)


def test_the_chapters_whose_themes_the_note_names_open_with_their_own_note() -> None:
    assert scenarios_with_notes(PACK) == [3, 5, 9, 10]
    for number in range(1, 11):
        state = new_game(PACK, number, ["Ana", "Ben", "Cy"], seed=3)
        opening = "\n".join(channel_lines(start_events(state), PACK, number))
        chapter = PACK.scenario(number)
        if number in (3, 5, 9, 10):
            note_at = opening.index("**Content note.**")
            assert chapter.content_note in opening
            assert note_at < opening.index(chapter.intro_1[:40])  # before the story, not after it
        else:
            assert "Content note" not in opening


def test_the_content_note_for_a_table_joins_the_packs_note_and_the_chapters_own() -> None:
    assert content_note(PACK) == PACK.pack.content_note.strip()
    both = content_note(PACK, 9)
    assert both.startswith(PACK.pack.content_note.strip()) and PACK.scenario(9).content_note in both
    assert content_note(PACK, 4) == content_note(PACK) and content_note(PACK, 99) == content_note(PACK)


def test_an_outcome_does_not_treat_as_news_a_memory_already_in_the_grid() -> None:
    """Scenario 3: the statement may be placed already; then the team knows he knew the man at the wheel."""
    asked = [[2, 1], [2, 3], [2, 4]]  # the grid comes by slot (D3)
    plain = _told(public("scenario_won", scenario=3, flags=[], clears=asked, partials=asked), 3)
    known = _told(public("scenario_won", scenario=3, flags=[], clears=[*asked, [2, 5]], partials=asked), 3)
    assert "I never saw his face" in plain and "I never saw his face" not in known
    assert "he has told you already" in known


@pytest.mark.parametrize(("number", "memory"), [(1, "m1-4"), (3, "m2-5"), (4, "m3-6"), (5, "m5-5")])
def test_outcomes_three_to_five_and_more_have_a_variant_for_the_card_already_placed(number: int, memory: str) -> None:
    chapter = PACK.scenario(number)
    variants = [v for v in chapter.variants if v.part == "outcome" and v.fills is None and v.when.clear_placed]
    assert [v.when.clear_placed for v in variants] == [memory]
    slot = [int(memory[1]), int(memory[3])]
    facts = {"clears": [slot], "partials": [slot], "campaign_flags": []}
    won = public("scenario_won", scenario=number, flags=[], **facts)
    told = chapter.told("outcome", facts_of(PACK, {**facts, "scenario": number}))
    assert told in _told(won, number) and told.split(".")[0] in variants[0].text


@pytest.mark.parametrize(("number", "memory", "heard"), [(1, "m1-4", "a tin of black gloss"), (4, "m3-6", "let")])
def test_outcomes_one_and_four_read_the_partial_the_team_heard(number: int, memory: str, heard: str) -> None:
    """Issue 27: the door's Partial ("a tin of black gloss") and the ticket's ("I said it anyway") were heard
    aloud, yet the outcome called them a mystery; a Partial in the grid has its own variant."""
    chapter = PACK.scenario(number)
    slot = [int(memory[1]), int(memory[3])]
    facts = facts_of(PACK, {"clears": [[3, 5], [3, 2]], "partials": [slot, [3, 5], [3, 2]]})
    told = chapter.told("outcome", facts)
    assert "pieced" in told and heard in told
    assert told != chapter.told("outcome", facts_of(PACK, {"clears": [[3, 5], [3, 2]], "partials": [[3, 5], [3, 2]]}))


def test_the_setup_is_read_as_the_campaign_stands() -> None:
    """Col rang in scenario 5: scenario 7 starts on 25 and says so; otherwise 24 (issue 35: 26 made the call a
    near-free win, measured in the README's choices table)."""
    with_col = new_game(PACK, 7, ["Ana", "Ben"], seed=1, campaign_flags=["rang_col"])
    without = new_game(PACK, 7, ["Ana", "Ben"], seed=1, campaign_flags=[])
    assert (with_col.condition, without.condition) == (25, 24)
    told_with = "\n".join(channel_lines(start_events(with_col), PACK, 7))
    told_without = "\n".join(channel_lines(start_events(without), PACK, 7))
    assert "starts on 25" in told_with and "Col rings the ward at three in the morning" in told_with
    assert "starts on 24" in told_without and "Col rang" not in told_without


def test_the_last_chapter_remembers_which_way_the_truth_was_told() -> None:
    francis = new_game(PACK, 10, ["Ana", "Ben", "Cy"], seed=1, campaign_flags=["told_francis", "told_the_truth"])
    record = new_game(PACK, 10, ["Ana", "Ben", "Cy"], seed=1, campaign_flags=["made_statement", "told_the_truth"])
    assert (francis.condition, record.condition) == (30, 28)
    assert "t10-francis" in francis.fired_triggers and "t10-solicitor" not in francis.fired_triggers
    assert "t10-solicitor" in record.fired_triggers and "t10-francis" not in record.fired_triggers
    ending = PACK.scenario(10)
    facts = {"scenario": 10, "flags": ["went_home"], "clears": [], "partials": []}
    assert "Francis Quinn is at the graveside" in _told(
        public("scenario_won", **facts, played_flags=["spoke_to_bernie"], campaign_flags=["told_francis"]), 10
    )
    on_record = _told(public("scenario_won", **facts, campaign_flags=["made_statement"]), 10)
    assert "Francis brought her" in on_record and ending.outcome not in on_record


def test_patient_cards_and_events_are_told_by_title_and_line() -> None:
    card = next(p for p in PACK.patients if p.id == "p-x-arrest")
    line = _told(
        public(
            "card_revealed",
            card=card.id,
            shift=0,
            shift_name="Morning",
            kind=card.kind,
            staff=card.staff,
            deterioration=card.deterioration,
            rewards=[],
            inquiry=False,
        ),
        9,
    )
    assert f"*{card.title}*\n{card.text}\n" in line and "p-x-arrest" not in line
    event = next(e for e in PACK.events if e.id == "ev-c-fear")
    told = _told(public("event_revealed", event=event.id, band="red", effects=["no_more_talking"]), 9)
    assert f"*{event.title}.* {event.text}" in told and "ev-c-fear" not in told


def test_a_call_the_objective_asks_for_reads_in_words_not_as_its_flag() -> None:
    from bot.games.holding_on.engine import public_view
    from bot.games.holding_on.render.memories_picture import memories_data

    state = new_game(PACK, 9, ["Ana", "Ben", "Cy"], seed=1)
    words = [line["words"] for line in memories_data(public_view(state), PACK)["progress"]]
    assert "Done: the truth told to Francis Quinn" in words
    assert "Done: the truth in a statement to the family's solicitor" in words
    assert not any("told_francis" in w or "told francis" in w for w in words)


def test_a_trigger_is_told_with_its_title_so_a_recap_reads_as_what_happened() -> None:
    """Issue 27: the recap (`/campaign recap`) told 28 triggers as untitled paragraphs."""
    told = _told(public("narrative", trigger="t5-window"), 5)
    assert told.startswith("**The Window.** *'They opened the window after,'")


def _revealed(language: str, kind: str, deterioration: int, staff: int, rewards: list[str], inquiry: bool) -> str:
    words = load_pack(language=language)
    card = next(p for p in words.patients if p.kind == kind)
    event = public(
        "card_revealed",
        card=card.id,
        shift=1,
        shift_name="Day",
        kind=kind,
        staff=staff,
        deterioration=deterioration,
        rewards=rewards,
        inquiry=inquiry,
    )
    return "\n".join(channel_lines([event], words, 1, language))


@pytest.mark.parametrize(
    ("language", "deteriorating", "stable", "emergency"),
    [
        (
            "en",
            "Patient Card: 2 staff spaces, deteriorating (1 symbol), reward: 1 Partial Memory.",
            "Patient Card: 1 staff space, Billy stable, rewards: 1 Partial Memory and 1 Care Token, inquiry space.",
            "Patient Card: 3 staff spaces, EMERGENCY (4 symbols): Medical care only, no reward.",
        ),
        (
            "de",
            "Patientenkarte: 2 Personalfelder, Zustand verschlechtert sich (1 Symbol), Belohnung: 1 vage Erinnerung.",
            "Patientenkarte: 1 Personalfeld, Zustand stabil, Belohnungen: 1 vage Erinnerung und 1 Versorgungsmarker,"
            " mit Gesprächsfeld.",
            "Patientenkarte: 3 Personalfelder, NOTFALL (4 Symbole): nur medizinische Versorgung, keine Belohnung.",
        ),
        (
            "fr",
            "Carte Patient\u00a0: 2 soignants, état préoccupant (1 symbole de dégradation), récompense\u00a0: 1 Mémoire"
            " partielle.",
            "Carte Patient\u00a0: 1 soignant, Billy stable, récompenses\u00a0: 1 Mémoire partielle et 1 Jeton de soin,"
            " case d’enquête.",
            "Carte Patient\u00a0: 3 soignants, URGENCE (4 symboles)\u00a0: soins médicaux seulement,"
            " aucune récompense.",
        ),
    ],
)
def test_a_revealed_card_reads_in_three_parts_and_never_says_deterioration_zero(
    language: str, deteriorating: str, stable: str, emergency: str
) -> None:
    """Issue 25: the title, the card's line, what it does; read aloud three times a day."""
    told = _revealed(language, "deteriorating", 1, 2, ["memory"], False)
    title, line, does = told.split("\n")
    assert title.endswith("*") and line and does == deteriorating
    assert _revealed(language, "stable", 0, 1, ["memory", "token"], True).split("\n")[-1] == stable
    assert _revealed(language, "emergency", 4, 3, [], False).split("\n")[-1] == emergency
    for told in (_revealed(language, "stable", 0, 1, ["either", "either"], True),):
        assert " 0" not in told.split("\n")[-1]

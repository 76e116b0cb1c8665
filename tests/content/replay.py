"""Attempts replayed from the simulator, and what each was told (issues 27 and 35: the editors' contradiction tables).

The baseline policy (tools/policies.py) plays each scenario; a seeded coin makes it leave an optional call
unmade now and then, and each campaign carries a seeded choice of what earlier chapters left open (a call
not needed to win, a memory told). For every attempt: the outcome or loss text it was told, and the text of
every trigger it read, checked against what the attempt did:

- no text names a person or place the attempt had not met (STORY.md's names table, met.py's `met_by`);
- no text says what the editor found it saying against the attempt: each row of `ROWS` is one line of the
  editor's table (story-2026-11.md, "Loss texts assume the call was never made", and the coherence defects
  above it), a phrase and the facts of an attempt that contradict it; `MEMORY_ROWS`, the third draft's table
  (story-2026-12.md §4), does the same for the memories an attempt was told or heard;
- no loss text denies what the attempt reached: a loss names what was not reached only as "the rest", so none
  of `DENIALS` is in any of its tellings (a loss is read in turn, one telling per attempt: each is checked).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.loader import read_draft
from bot.games.holding_on.content_pack.met import Campaign, NameBook, met_by, read_names
from bot.games.holding_on.engine import ContentPack, apply, legal_actions, new_game
from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.content import Facts, flags_every_win_sets
from bot.games.holding_on.engine.state import GameState
from tests.content.packs import SHIPPED
from tools.policies import BaselinePolicy
from tools.simulate import campaign_flags_before, choices_before


@dataclass(frozen=True)
class Attempt:
    scenario: int
    game: int
    won: bool
    cause: str | None
    clears: frozenset[str]
    partials: frozenset[str]
    flags: frozenset[str]  # this attempt's and the campaign's
    choices: tuple[str, ...]  # what the campaign chose before this scenario
    triggers: tuple[str, ...]
    calls: tuple[str, ...]

    def told(self, pack: ContentPack, attempt: int | None = None) -> str:
        chapter = pack.scenario(self.scenario)
        facts = Facts(clears=self.clears, partials=self.partials, flags=self.flags, cause=self.cause, attempt=attempt)
        return chapter.told("outcome" if self.won else "loss", facts)

    def tellings(self, pack: ContentPack) -> list[str]:
        """The text this attempt is told, as each attempt number of the chapter would tell it (a loss is told in
        turn; an outcome once)."""
        turns = 1 if self.won else pack.scenario(self.scenario).turns("loss")
        return list(dict.fromkeys(self.told(pack, attempt) for attempt in range(1, turns + 1)))

    def triggers_told(self, pack: ContentPack) -> dict[str, str]:
        by_id = {t.id: t for t in pack.scenario(self.scenario).triggers}
        return {t: f"{by_id[t].title} {by_id[t].text}" for t in self.triggers}


@dataclass(frozen=True)
class Row:
    """One line of the editor's table: a text (part or trigger) of a scenario, what it must not say, and the
    attempts it would contradict."""

    scenario: int
    text: str  # "loss", "outcome" or "triggers.<id>"
    says: str  # a regular expression for what the second draft said
    contradicted: Callable[[Attempt], bool]
    why: str


def _flag(name: str) -> Callable[[Attempt], bool]:
    return lambda a: name in a.flags


ROWS = (
    Row(5, "loss", r"hears it from the airline|call to Sydney is never made", _flag("called_jess"), "Jess was called"),
    Row(6, "loss", r"phone never rings|never (dialled|rung)", _flag("called_maureen"), "Maureen was called"),
    Row(7, "loss", r"nothing said to her|Siobhan is never rung", _flag("called_siobhan"), "Siobhan was called"),
    Row(8, "loss", r"visitor who does not arrive|never dialled", _flag("called_liam"), "Liam said he would come"),
    Row(
        9,
        "loss",
        r"name stays unsaid|never got to say it",
        lambda a: bool({"told_francis", "made_statement"} & a.flags),
        "the truth was told",
    ),
    Row(10, "loss", r"never rung|is not made", _flag("spoke_to_bernie"), "Bernie was rung"),
    Row(4, "loss", r"without saying the boy's name", lambda a: "m3-3" in a.clears, "Billy said 'Liam Byrne'"),
    Row(3, "loss", r"Danny's name stays", lambda a: True, "Billy said Danny's name in scenario 2"),
    Row(10, "loss", r"\b(dies|buries|buried)\b", lambda a: True, "the death is told once, in the outcome"),
    Row(
        5,
        "outcome",
        r"Jess has told you what Billy would not",
        lambda a: "m4-4" in a.clears,
        "the airport bar's Clear was read in every win",
    ),
    Row(
        1,
        "outcome",
        r"nobody on the team understands, about a door",
        lambda a: "m1-4" in a.partials,
        "the door's Partial was heard",
    ),
    Row(
        4,
        "outcome",
        r"He does not say what happened after Brighton",
        lambda a: "m3-6" in a.partials,
        "the ticket's Partial was heard",
    ),
    Row(
        4,
        "outcome",
        r"great many Liam Byrnes",
        lambda a: bool({"m5-2", "m5-5"} & a.clears),
        "Billy had told where Liam lives",
    ),
    Row(
        10,
        "triggers.t10-record",
        r"card comes back in Francis Quinn's handwriting",
        lambda a: "told_francis" not in a.flags,
        "Francis would not come to the phone",
    ),
)


# The third draft's table (story-2026-12.md §4), row by row: what a text said, and the attempts it denied. The
# box, the photograph and the counting are contradicted in every reading of them (memory 5-5's Clear is read by
# every campaign in chapter 6; both intros of chapter 7 turned the photograph back over; a loss is not a win).
MEMORY_ROWS = (
    Row(
        5,
        "outcome",
        r"asleep at the kitchen table with it open in front of him",
        lambda a: True,
        "memory 5-5: his hand on the lid of a box taped shut",
    ),
    Row(7, "loss", r"photograph stays face down on the locker", lambda a: True, "both intros turned it back over"),
    Row(
        7,
        "loss",
        r"one person who stood in that doorway",
        lambda a: "m3-6" not in a.clears and "called_siobhan" not in a.flags,
        "the doorway is told only by the ticket's Clear or Siobhan's call",
    ),
    Row(7, "loss", r"stays in the drawer", lambda a: "m4-5" in a.clears, "the drawer's Clear was told"),
    Row(4, "loss", r"got as far as the boy", lambda a: "m3-6" in a.clears, "the ticket's Clear was told"),
    Row(4, "loss", r"would not say why it was the last", lambda a: "m3-6" in a.partials, "the ticket's Partial heard"),
    Row(3, "loss", r"he never reached", lambda a: "m2-5" in a.clears, "the statement's Clear was told"),
    Row(5, "loss", r"call to Sydney is never made", _flag("rang_col"), "Col, in Sydney, was rung"),
    Row(5, "loss", r"stays in Marrickville", lambda a: "m4-4" in a.clears, "the airport bar's Clear was told"),
    Row(
        1,
        "loss",
        r"Why Belfast, after all those years in Sydney, nobody found out",
        lambda a: bool({"m5-3", "m5-4", "m5-5"} & a.clears),
        "why he went home was told (Ruth, the cardiologist or the box)",
    ),
    Row(
        1,
        "loss",
        r"a name, an age, a flight from Sydney, a shoebox nobody opened",
        lambda a: bool(a.clears),
        "the attempt was told Clears: a loss names what it reached",
    ),
    Row(2, "loss", r"The door stays shut", lambda a: "m1-4" in a.partials, "the door's Partial was heard"),
    Row(10, "loss", r"is not told here", lambda a: True, "a loss that says so breaks the fiction every text keeps"),
    Row(10, "triggers.t10-black", r"as if he is counting", lambda a: not a.won, "the callback heard in a loss"),
)

# Words a loss says only of what the attempt did not reach, which it calls "the rest" instead (STORY.md).
DENIALS = re.compile(
    r"never (reached|told|found out|got to|learns|dialled|rung|made)|got as far as|would not say|nobody found out"
    r"|stays in the drawer|is not told here|this telling|one way his last days",
    re.IGNORECASE,
)


def load_unchecked(root: Path) -> tuple[ContentPack, Draft]:
    """A pack as its files hold it, its checks not applied: an older draft can be replayed too."""
    draft = read_draft(root)
    assert draft.info is not None, [str(p) for p in draft.problems]
    pack = ContentPack(
        pack=draft.info,
        patients=draft.patients,
        memories=draft.memories,
        events=draft.events,
        scenarios=sorted((s for _, s in draft.scenarios), key=lambda s: s.number),
    )
    return pack, draft


def names_of_the_story() -> NameBook:
    """The shipped bible's names table: who is revealed where (the same ids in every draft)."""
    book, wrong = read_names((SHIPPED / "STORY.md").read_text(encoding="utf-8"))
    assert not wrong, wrong
    return book


class _SometimesSkipping:
    """The baseline, which now and then leaves an optional call unmade (a seeded coin per attempt)."""

    def __init__(self, seed: int, optional: set[str]):
        self.baseline = BaselinePolicy(seed)
        self.optional = optional
        self.skip = random.Random(seed).random() < 0.5

    def choose(self, state: GameState, actions: list[Action]) -> Action:
        if self.skip:
            kept = [a for a in actions if not (a.kind == "call" and a.contact in self.optional)]
            if kept:
                actions = kept
        return self.baseline.choose(state, actions)


def _optional_contacts(pack: ContentPack, number: int) -> set[str]:
    chapter = pack.scenario(number)
    forced = set(flags_every_win_sets(chapter))
    contacts = [c for s in (chapter.setup, *chapter.conditional_setup) for c in s.contacts]
    return {c.id for c in contacts if not any(e.kind == "set_flag" and e.flag in forced for e in c.effects)}


def attempts(pack: ContentPack, games: int, seed: int = 1) -> Iterator[Attempt]:
    """`games` attempts at each scenario, 3 players, the baseline policy; choices drawn per attempt."""
    for chapter in pack.scenarios:
        number = chapter.number
        optional = _optional_contacts(pack, number)
        open_choices = choices_before(pack, number)
        for game in range(games):
            draw = random.Random(seed * 1000 + number * 100 + game)
            choices = tuple(c for c in open_choices if draw.random() < 0.5)
            flags = [*campaign_flags_before(pack, number), *choices]
            state = new_game(pack, number, ["Ana", "Ben", "Cy"], seed=seed + game, campaign_flags=flags)
            player = _SometimesSkipping(seed + game, optional)
            legal = legal_actions(state)
            while state.result is None:
                legal = apply(state, player.choose(state, legal), legal=legal).legal()
            yield Attempt(
                scenario=number,
                game=game,
                won=state.result == "won",
                cause=state.loss_cause,
                clears=frozenset(state.grid_clears),
                partials=frozenset(state.grid_partials),
                flags=frozenset([*state.flags, *state.campaign_flags]),
                choices=choices,
                triggers=tuple(state.fired_triggers),
                calls=tuple(state.contacts_called),
            )


def contradictions(
    pack: ContentPack, played: list[Attempt], rows: tuple[Row, ...] = ROWS + MEMORY_ROWS
) -> dict[Row, list[str]]:
    """Each row of the table, with the attempts whose told text (any of its tellings) says what the row's facts
    contradict."""
    found: dict[Row, list[str]] = {row: [] for row in rows}
    for attempt in played:
        told = {"outcome" if attempt.won else "loss": " ".join(attempt.tellings(pack))}
        told |= {f"triggers.{t}": text for t, text in attempt.triggers_told(pack).items()}
        for row in rows:
            text = told.get(row.text)
            if row.scenario == attempt.scenario and text and re.search(row.says, text) and row.contradicted(attempt):
                found[row].append(f"s{attempt.scenario:02d} game {attempt.game}: {row.why}")
    return found


def denials(pack: ContentPack, played: list[Attempt]) -> list[str]:
    """Every loss telling that says of something the attempt did not reach that it never was."""
    return [
        f"s{a.scenario:02d} game {a.game}: {found[0]!r}"
        for a in played
        if not a.won
        for text in a.tellings(pack)
        if (found := DENIALS.search(text))
    ]


def unmet_names(pack: ContentPack, played: list[Attempt], book: NameBook) -> list[str]:
    """Every outcome, loss or trigger told that names someone or somewhere its attempt had not met."""
    campaign = Campaign(pack.scenarios)
    wrong: list[str] = []
    for attempt in played:
        met = met_by(
            campaign,
            attempt.scenario,
            choices=attempt.choices,
            clears=attempt.clears,
            partials=attempt.partials,
            triggers=attempt.triggers,
            calls=attempt.calls,
            won=attempt.won,
        )
        told = {f"{'outcome' if attempt.won else 'loss'} {n}": text for n, text in enumerate(attempt.tellings(pack))}
        told |= {f"triggers.{t}": text for t, text in attempt.triggers_told(pack).items()}
        for where, text in told.items():
            for name in book.unmet(text, met):
                wrong.append(f"s{attempt.scenario:02d} game {attempt.game} {where}: {name!r}")
    return wrong

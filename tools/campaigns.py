"""Whole campaigns, simulated: every chapter played until it is won, as a group plays them (issue 35).

The baseline policy (tools/policies.py) plays each attempt with 3 players, so each chapter is won at the rate the
balance table (docs/balance.md) gives; an attempt lost is told its loss text as the table would read it (the attempt's
number picks the telling, the grid and the calls its lines), and the next attempt starts afresh with the
campaign's flags. A won chapter carries its flags, the campaign's facts among them, into the next, so the last
outcome is told what this campaign remembers. Counted per campaign: the loss texts read, the ones read again
word for word, and the memory the last outcome says Billy kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from bot.games.holding_on.engine import ContentPack, apply, legal_actions, new_game
from bot.games.holding_on.engine import campaign_facts as facts_of_campaign
from bot.games.holding_on.engine.content import Facts, memory_kept
from bot.games.holding_on.engine.state import GameState
from tools.policies import BaselinePolicy
from tools.simulate import NAMES

MOST_ATTEMPTS = 60  # a chapter the baseline cannot win in this many attempts ends the campaign (never seen)


@dataclass
class Campaign:
    """What one simulated group read: each loss text in order (chapter, text), and the memory Billy kept."""

    losses: list[tuple[int, str]] = field(default_factory=list)
    kept: str | None = None
    finished: bool = False

    @property
    def repeats(self) -> int:
        """Loss texts read again word for word, after the first reading."""
        return len(self.losses) - len(set(self.losses))


def facts(pack: ContentPack, state: GameState, attempt: int) -> Facts:
    """What the end of an attempt tells its texts, as the table's narration gives it (render/narrate.py)."""
    flags = [*state.flags, *state.campaign_flags]
    return Facts(
        clears=frozenset(state.grid_clears),
        partials=frozenset(state.grid_partials),
        flags=frozenset(flags),
        cause=state.loss_cause,
        callers=facts_of_campaign.read(flags).callers,
        kept=memory_kept(pack, state.rules.scenario, flags, state.grid_clears, state.grid_partials),
        nurses=tuple(state.seats),
        attempt=attempt,
    )


def _attempt(pack: ContentPack, chapter: int, flags: list[str], seed: int) -> GameState:
    state = new_game(pack, chapter, NAMES[:3], seed=seed, campaign_flags=flags)
    player = BaselinePolicy(seed)
    legal = legal_actions(state)
    while state.result is None:
        legal = apply(state, player.choose(state, legal), legal=legal).legal()
    return state


def play_campaign(pack: ContentPack, seed: int) -> Campaign:
    campaign = Campaign()
    flags: list[str] = []
    for chapter in sorted(s.number for s in pack.scenarios):
        for attempt in range(1, MOST_ATTEMPTS + 1):
            state = _attempt(pack, chapter, flags, seed * 100_003 + chapter * 1_009 + attempt)
            told = facts(pack, state, attempt)
            if state.result == "won":
                flags = list(state.campaign_flags)
                campaign.kept = told.kept
                break
            campaign.losses.append((chapter, pack.scenario(chapter).told("loss", told)))
        else:
            return campaign
    campaign.finished = True
    return campaign


def campaigns(pack: ContentPack, count: int, seed: int = 35) -> Iterator[Campaign]:
    for number in range(count):
        yield play_campaign(pack, seed + number)


@dataclass(frozen=True)
class Repeats:
    """Loss texts over simulated campaigns: how many a group reads, and how many it reads again."""

    campaigns: int
    losses: float  # mean loss texts read per campaign
    repeats: float  # mean read again word for word, per campaign
    most: int  # the most any one campaign read again
    kept: Counter[str]  # the memory the last outcome names, per campaign

    def lines(self) -> list[str]:
        kept = ", ".join(f"{memory} {count}" for memory, count in self.kept.most_common()) or "none"
        return [
            f"{self.campaigns} simulated campaign{'' if self.campaigns == 1 else 's'}"
            " (baseline, 3 players, each chapter played until won):",
            f"loss texts read per campaign: {self.losses:.1f}; read again word for word: {self.repeats:.2f} "
            f"(most in one campaign: {self.most})",
            f"the memory Billy kept, in the last outcome: {kept}",
        ]


def measure(pack: ContentPack, count: int, seed: int = 35) -> Repeats:
    played = list(campaigns(pack, count, seed))
    return Repeats(
        campaigns=len(played),
        losses=sum(len(c.losses) for c in played) / len(played),
        repeats=sum(c.repeats for c in played) / len(played),
        most=max(c.repeats for c in played),
        kept=Counter(c.kept or "none" for c in played),
    )

"""Short rule summaries for `/rules [topic]`, each citing its ruling (RULINGS.md, R1–R29).

Our own words, a few lines each: the engine's reading of the rules, not the
rulebook's text. Pure data and two small look-ups; no discord import, so the
terminal table can show the same summaries.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from bot.i18n import DEFAULT, locale_of, t


@dataclass(frozen=True, slots=True)
class RuleTopic:
    key: str  # what a player types or picks: short, lower case
    ruling: str  # "R14"
    title: str
    summary: str

    @property
    def label(self) -> str:
        """How the topic is listed in autocomplete: "R14 · Inquire (Clear Memories)"."""
        return f"{self.ruling} · {self.title}"


TOPICS: tuple[RuleTopic, ...] = (
    RuleTopic(
        "condition",
        "R1",
        "Billy's condition",
        "Billy's condition is a number from 0 to 30. A scenario starts him on 28 unless it says otherwise, "
        "and anything that would lift him past 30 is wasted. Events read the condition as a colour: "
        "green 30–14, orange 13–8, red 7–4, black 3–0.",
    ),
    RuleTopic(
        "death",
        "R2",
        "When Billy dies",
        "The scenario is lost the instant Billy's condition hits 0. It is also lost if a new day should "
        "begin and the Patient Deck has run out, so a scenario lasts thirteen days at most.",
    ),
    RuleTopic(
        "shift",
        "R3",
        "A shift and its senior member",
        "Every shift reveals one Patient Card; its one to three staff spaces are filled from left to right. "
        "The first Nurse placed is the senior member and takes the shift's final decisions; if only "
        "Assistants or On-Call staff are on the card, the Shift Manager decides. Placement order matters.",
    ),
    RuleTopic(
        "cover",
        "R4",
        "Covering empty spaces",
        "When the break room runs out, cover comes from: an On-Call Assistant (one day each per scenario); "
        "someone from the shift just before (Nurses and Assistants take 1 Stress); or extra cover by someone "
        "already on this shift (up to two more spaces, 1 Stress each). No one may go past their Stress limit.",
    ),
    RuleTopic(
        "understaffed",
        "R5",
        "Understaffed shifts",
        "The Shift Manager must keep covering while any legal placement remains. Only a shift that truly "
        "cannot be filled earns a Hospital Warning, and it is played with whoever is there. A shift with "
        "nobody on it gives no care at all.",
    ),
    RuleTopic(
        "night bonus",
        "R6",
        "Night bonus",
        "If every space on the Night shift is filled, the senior member at once gives one Care Token to "
        "someone on the card. A token given to an Assistant or On-Call goes into the assistant pool.",
    ),
    RuleTopic(
        "overstressed",
        "R7",
        "Overstressed staff",
        "A Nurse at 3 Stress or an Assistant at 2 is overstressed: she finishes her shift, cannot be placed "
        "again today, goes On Leave at day's end, misses the next day and comes back without Stress. If the "
        "next Shift Manager is overstressed, that is a Warning and the role moves to the next available Nurse.",
    ),
    RuleTopic(
        "on leave",
        "R8",
        "Sending staff On Leave",
        "Between the Morning and Day shifts only, the Shift Manager may send staff who are still in the break "
        "room On Leave (never herself). They come back the next day with no Stress.",
    ),
    RuleTopic(
        "medical or palliative",
        "R9",
        "Medical or Palliative care",
        "Each shift gets one kind of care: Medical or Palliative, never both. Emergencies can only be treated "
        "medically. Choosing Medical counts as the day's Medical care even with no token placed (a table "
        "option can require at least one token).",
    ),
    RuleTopic(
        "medical",
        "R10",
        "Medical care",
        "Each Deterioration symbol can be covered by one Care Token; each one left uncovered costs 1 condition. "
        "On a stable card, a token on its symbol gives +1. An Emergency with every symbol covered is averted "
        "and one token goes to someone on the card. Nurses commit their own tokens; the pool is usable only "
        "with an Assistant or On-Call on the card. Placed tokens go back at day's end.",
    ),
    RuleTopic(
        "palliative",
        "R11",
        "Palliative care",
        "A deteriorating Billy loses 1 condition per Deterioration symbol; a stable Billy stays as he is. "
        "The staff on the card collect what the card shows; the senior member settles each 'token or memory' "
        "icon and shares out the tokens.",
    ),
    RuleTopic(
        "warnings",
        "R12",
        "Warnings and the daily Medical shift",
        "Every day needs at least one shift of Medical care, or the team takes a Warning when the day ends. "
        "The second Warning in a scenario means Billy is transferred: the scenario is lost on the spot.",
    ),
    RuleTopic(
        "partial memories",
        "R13",
        "Drawing Partial Memories",
        "The senior member picks who talks to Billy (someone on the card) and who voices Billy (another player). "
        "The deck is shuffled and drawn from the bottom; a memory stays face down and only its quote is read. "
        "Events are resolved straight away and usually count as a draw; afterwards they go back into the deck "
        "unless they say Remove.",
    ),
    RuleTopic(
        "inquire",
        "R14",
        "Inquire (Clear Memories)",
        "Only on a Billy Stable card, after care: a Nurse on the card with under 2 Stress pays 1 of her own "
        "tokens and names a timeline that already has a Partial in the grid. Draw from the bottom until an "
        "event or a memory of that timeline. Asking the same timeline again keeps going without returning the "
        "set-aside cards; a different timeline returns them and reshuffles.",
    ),
    RuleTopic(
        "talk about billy",
        "R15",
        "Talk About Billy",
        "At the end of each day all held Partials are revealed and slotted into the grid. Then each player "
        "privately checks her Clear Memories: one whose Partial is in the grid is placed on it, face up; one "
        "whose Partial is missing goes back to its deck unseen. Nobody keeps cards overnight.",
    ),
    RuleTopic(
        "stress",
        "R16",
        "The cost of Stress",
        "A Nurse who gains Stress gives up one thing she holds, choosing which kind: a Care Token, a random "
        "Partial or a random Clear Memory. An Assistant's Stress costs a pool token or a random Partial from "
        "the Shift Manager Board. With nothing held, nothing is lost. Nurses with 2 or more Stress cannot "
        "Inquire or Call.",
    ),
    RuleTopic(
        "focus",
        "R17",
        "Focus: Steer and Persist",
        "From scenario 2, a Nurse talking to Billy may Steer (1 own token, name a timeline with a Partial in "
        "the grid, each draw seeks that timeline) or Persist (1 own token per Partial set aside to draw the "
        "next one), but not both in the same conversation.",
    ),
    RuleTopic(
        "calling",
        "R18",
        "Calling and the Contact Tile",
        "With a Contact Tile, the Shift Manager may put one Nurse with under 2 Stress on it a shift, if the "
        "scenario's criteria are met; she calls after the card, gives no care, is never senior. The tile is a "
        "staff space: filled from the break room first, else from the shift just before (1 Stress). The "
        "caller stays on it until moved on the next shift (1 Stress) or the day ends. House rule "
        "contact_tile_clears (/campaign options) empties it after every shift.",
    ),
    RuleTopic(
        "two players",
        "R19",
        "Two players",
        "The Shift Manager covers one extra shift without Stress and may jump from Morning to Night. If she "
        "worked only one shift that day, she may return to the break room at day's end for 2 tokens.",
    ),
    RuleTopic(
        "four players",
        "R20",
        "Four players",
        "The Shift Manager works no shift and makes no call that day; she returns to the break room after the "
        "reset and gains no tokens.",
    ),
    RuleTopic(
        "end of day",
        "R21",
        "End of the day",
        "In order: check Warnings; staff still in the break room gain 2 tokens each; gather the team (used "
        "On-Call leave for good, staff on leave return, overstressed staff go on leave); clear the day's "
        "Patient Cards and placed tokens; then Talk About Billy.",
    ),
    RuleTopic(
        "winning and losing",
        "R22",
        "Winning and losing a scenario",
        "A scenario is won the moment its objective is met (grid objectives can only be met during Talk About "
        "Billy) and lost the moment Billy dies or is transferred. A lost scenario is played again until won; a "
        "won one opens the next.",
    ),
    RuleTopic(
        "token cap",
        "R23",
        "At most 6 Care Tokens",
        "No Nurse ever holds more than 6 Care Tokens. Whoever hands tokens out must give them to someone with "
        "room; a token nobody on the card can take is lost. Tokens and Stress never run out.",
    ),
    RuleTopic(
        "events",
        "R24",
        "How events act",
        "An event is read at Billy's current colour and its icons apply in order: Ignore (draw on, it does not "
        "count), Quiet Moment, Draw, Change of Subject, Trust (the talker may pay a token for +1 condition or "
        "for another draw), +1 condition, No More Talking (the conversation stops), Remove (out for this attempt).",
    ),
    RuleTopic(
        "event examples",
        "R25",
        "The two example events",
        "The rulebook's sample events are played as data: the Partial-deck one is a quiet moment in green, "
        "orange and red (red adds a paid extra draw ignoring events) and ends the talk in black; the Clear-deck "
        "one is ignored in green, changes the subject in orange and red (red also removes it) and ends the talk "
        "in black.",
    ),
    RuleTopic(
        "no loops",
        "R26",
        "A draw never loops",
        "If a search goes through every card left without finding what it wants, Billy has nothing more to say "
        "on it: the conversation ends, and any tokens already paid stay paid.",
    ),
    RuleTopic(
        "handover",
        "R27",
        "Handing over the Shift Manager role",
        "The first Shift Manager is chosen at random. From the second day on, the role passes to the next seat "
        "at the start of each day, together with the assistant pool and the Warnings.",
    ),
    RuleTopic(
        "fresh start",
        "R28",
        "Every attempt starts fresh",
        "Each attempt at a scenario resets everything: Billy on his starting condition, every Nurse with 1 token "
        "and no Stress, an empty pool, no Warnings, both On-Call ready, the grid empty but for the scenario's "
        "starting Partials, and the decks rebuilt.",
    ),
    RuleTopic(
        "story",
        "R29",
        "The story cards",
        "At the start the bot reads both intros, the setup and rules and the objective; the outcome is read only "
        "once the objective is met. The objective shows the blurred Partial face of each memory it asks for.",
    ),
)


def topics(locale: str = DEFAULT) -> tuple[RuleTopic, ...]:
    """Every topic in `locale` (bot/i18n rules.ftl: key, title and summary; the ruling ids stay the same)."""
    return _topics(locale_of(locale))


@functools.cache
def _topics(locale: str) -> tuple[RuleTopic, ...]:
    if locale == DEFAULT:
        return TOPICS
    return tuple(
        RuleTopic(
            t(locale, f"rule-{topic.ruling}.key"),
            topic.ruling,
            t(locale, f"rule-{topic.ruling}"),
            t(locale, f"rule-{topic.ruling}.summary"),
        )
        for topic in TOPICS
    )


def _normal(text: str) -> str:
    return " ".join(text.lower().replace("·", " ").replace("-", " ").split())


def find_topic(text: str, locale: str = DEFAULT) -> RuleTopic | None:
    """The topic a player asked for, said in `locale`: its key, its ruling id (r14, R14), its title or its label,
    in her language or in English."""
    wanted = _normal(text)
    if not wanted:
        return None
    mine = topics(locale)
    by_ruling = {topic.ruling.lower(): topic for topic in mine}
    if wanted.replace(" ", "") in by_ruling:
        return by_ruling[wanted.replace(" ", "")]
    for listed in (mine, TOPICS):
        for index, topic in enumerate(listed):
            if wanted in (_normal(topic.key), _normal(topic.title), _normal(topic.label)):
                return mine[index]
    return None


def matching_topics(typed: str, limit: int = 25, locale: str = DEFAULT) -> list[RuleTopic]:
    """Topics for autocomplete, best first: the ruling id typed, then names starting with it, then containing it."""
    mine = topics(locale)
    wanted = _normal(typed)
    if not wanted:
        return list(mine[:limit])
    exact = next((topic for topic in mine if topic.ruling.lower() == wanted.replace(" ", "")), None)

    def names(topic: RuleTopic) -> tuple[str, str]:
        return _normal(topic.key), _normal(topic.title)

    starting = [t for t in mine if t is not exact and any(n.startswith(wanted) for n in names(t))]
    containing = [t for t in mine if t is not exact and t not in starting and any(wanted in n for n in names(t))]
    return ([exact] if exact else [])[:limit] + (starting + containing)[: limit - (1 if exact else 0)]

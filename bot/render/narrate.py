"""Engine events in words: channel lines for the table, and private texts for one player.

Only events are read here, plus the content pack for prose. A channel line is
made only from a channel event; a private event becomes a private text for its
seat. Card ids never appear in either (RULINGS D3): ids are looked up and
turned into quotes, titles and scenes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.engine import ContentPack, Event
from bot.engine.content import Facts
from bot.engine.events import CHANNEL, SEAT
from bot.engine.state import SHIFT_NAMES

BAND_MARK = {"green": "🟩 green", "orange": "🟧 orange", "red": "🟥 red", "black": "⬛ black"}
EFFECT_WORDS = {
    "ignore": "Billy ignores it: keep drawing",
    "quiet_moment": "a quiet moment: Billy has nothing to say",
    "draw": "Billy goes on: one more card",
    "draw_ignoring_events": "one more card, ignoring events",
    "change_of_subject": "Billy changes the subject",
    "trust_for_condition": "the talker may spend 1 token: +1 condition",
    "trust_for_memory": "the talker may spend 1 token for one more card",
    "trust_for_memory_ignoring_events": "the talker may spend 1 token for one more card, ignoring events",
    "condition_up": "Billy rallies: +1 condition",
    "no_more_talking": "Billy will say no more",
    "remove": "the card leaves the game",
}
WARNING_WORDS = {
    "short_staffed": "a shift could not be fully covered (R5)",
    "no_medical_care": "no Medical care today (R12)",
    "shift_manager_overstressed": "the next Shift Manager is overstressed (R7)",
}
LOSS_WORDS = {
    "died": "Billy has died.",
    "transferred": "Billy has been transferred off the ward after a second Hospital Warning.",
    "out_of_time": "The days the objective allowed have run out.",
}
TRY_AGAIN = "A lost scenario is played again until it is won: `/campaign start` begins a fresh attempt."
HOW_PLACED = {
    "assign": "is assigned",
    "on_call": "comes in On-Call",
    "cover": "covers from the previous shift",
    "extra": "covers extra spaces",
    "call": "goes to the Contact Tile",
}


def _count(count: int, word: str) -> str:
    """ "1 token", "3 tokens": never "token(s)"."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _card_line(c: ContentPack, d: dict) -> str:
    if d["kind"] == "stable":
        what = "stable"
    elif d["kind"] == "emergency":
        what = f"EMERGENCY, {d['deterioration']} deterioration"
    else:
        what = f"deteriorating, {d['deterioration']} deterioration"
    rewards = ", ".join(d["rewards"]) or "none"
    inquiry = ", inquiry" if d["inquiry"] else ""
    card = _patient(c, d.get("card"))
    told = f" *{card.title}.* {card.text}" if card is not None and card.title else ""
    return f"**{d['shift_name']} shift**:{told} Patient Card {what}; staff {d['staff']}; rewards {rewards}{inquiry}."


def _patient(c: ContentPack, card_id: str | None):
    return next((p for p in c.patients if p.id == card_id), None) if card_id else None


def _event_line(c: ContentPack, d: dict) -> str:
    card = next((e for e in c.events if e.id == d.get("event")), None)
    told = f"*{card.title}.* {card.text} " if card is not None and card.title else ""
    effects = "; ".join(EFFECT_WORDS[e] for e in d["effects"])
    return f"Event ({BAND_MARK[d['band']]}): {told}{effects}."


def facts_of(content: ContentPack, d: dict) -> Facts:
    """What a text variant may read, from a start, win or loss event (older events carry less: usual text).

    The grid comes by slot (D3); the variant conditions name memories, so slots are turned back into them here.
    """

    def memories(slots) -> frozenset[str]:
        return frozenset(content.memory_at(timeline, position).id for timeline, position in slots)

    return Facts(
        clears=memories(d.get("clears", ())),
        partials=memories(d.get("partials", ())),
        flags=frozenset([*d.get("played_flags", ()), *d.get("campaign_flags", ())]),
        cause=d.get("cause"),
    )


def _memory_title(content: ContentPack, d: dict) -> str:
    return content.memory_at(d["timeline"], d["position"]).title


def _scenario_text(content: ContentPack, d: dict) -> str:
    """R29: intro 1, intro 2, setup & rules and the objective, told as the campaign stands; a chapter's
    own content note first."""
    chapter = content.scenario(d["scenario"])
    facts = facts_of(content, d)
    note = [f"**Content note.** {chapter.content_note}"] if chapter.content_note else []
    return "\n\n".join(
        [
            f"# Scenario {chapter.number}: {chapter.title}",
            *note,
            chapter.told("intro_1", facts),
            chapter.told("intro_2", facts),
            f"**Setup & rules.** {chapter.told('setup_text', facts)}",
            f"**Objective.** {chapter.told('objective_text', facts)}",
        ]
    )


def _won_text(content: ContentPack, d: dict) -> str:
    chapter = content.scenario(d["scenario"])
    return f"🏁 **Objective complete.**\n\n{chapter.told('outcome', facts_of(content, d))}"


def _lost_text(content: ContentPack, d: dict, scenario: int) -> str:
    """What the loss means (LOSS_WORDS), the chapter's loss text, and the way back in."""
    chapter = content.scenario(scenario)
    loss = chapter.told("loss", facts_of(content, d))
    parts = [f"**The scenario is lost.** {LOSS_WORDS.get(d['cause'], d['cause'])}", f"*{loss}*" if loss else ""]
    return "\n\n".join([part for part in parts if part] + [TRY_AGAIN])


def _trigger_text(content: ContentPack, scenario: int, trigger_id: str) -> str:
    for trigger in content.scenario(scenario).triggers:
        if trigger.id == trigger_id:
            return f"*{trigger.text}*"
    return ""


_LINES: dict[str, Callable[[ContentPack, dict, int], str]] = {
    "scenario_started": lambda c, d, s: _scenario_text(c, d),
    "shift_manager_drawn": lambda c, d, s: f"{d['name']} is the first Shift Manager.",  # logs before rules 1.1
    "day_started": lambda c, d, s: f"## Day {d['day']}\n{d['name']} is Shift Manager today.",
    "card_revealed": lambda c, d, s: _card_line(c, d),
    "staff_placed": lambda c, d, s: (
        f"{d['name']} {HOW_PLACED[d['how']]}"
        + (f" ({d['spaces']})" if d.get("spaces") else "")
        + (f": calling {d['contact']}" if d.get("contact") else "")
        + "."
    ),
    "stress_gained": lambda c, d, s: f"{d['name']} gains Stress ({d['stress']}).",
    "stress_cost_paid": lambda c, d, s: f"{d['name']} gives up {_GIVES[d['gave']]}.",
    "overstressed": lambda c, d, s: f"{d['name']} is overstressed: no more shifts today, On Leave tomorrow.",
    "warning": lambda c, d, s: f"⚠️ Hospital Warning {d['warnings']}/2: {WARNING_WORDS.get(d['reason'], d['reason'])}.",
    "staffing_ended": lambda c, d, s: "Staffing done." if not d["missing"] else f"The shift goes {d['missing']} short.",
    "token_given": lambda c, d, s: f"{d['name']} receives a Care Token.",
    "token_lost": lambda c, d, s: "Nobody on the card can hold the token: it is lost (R23).",
    "care_chosen": lambda c, d, s: f"{d['care'].capitalize()} care.",
    "tokens_committed": lambda c, d, s: f"{d['name']}: {_count(d['count'], 'token')} on the card.",
    "medical_resolved": lambda c, d, s: f"Medical care given with {_count(d['placed'], 'token')}.",
    "condition_changed": lambda c, d, s: f"Billy's condition: {d['before']} → {d['after']}.",
    "emergency_averted": lambda c, d, s: "The emergency is averted.",
    "reward_chosen": lambda c, d, s: f"Reward: a {'Care Token' if d['choice'] == 'token' else 'Partial Memory'}.",
    "talker_named": lambda c, d, s: f"{d['name']} talks to Billy.",
    "billy_voice_named": lambda c, d, s: f"{d['name']} speaks for Billy.",
    "event_revealed": lambda c, d, s: _event_line(c, d),
    "memory_drawn": lambda c, d, s: (
        f"{d['name']} receives a {d['deck'].capitalize()} Memory, face down (timeline {d['timeline']})."
    ),
    "quote": lambda c, d, s: f"Billy: “{d['quote']}”",
    "conversation_ended": lambda c, d, s: (
        "Billy has nothing more to say." if d["reason"] == "nothing_more" else "Billy will say no more."
    ),
    "talk_ended": lambda c, d, s: "The talk with Billy ends.",
    "trust_spent": lambda c, d, s: f"{d['name']} spends a Care Token.",
    "trust_declined": lambda c, d, s: "No token is spent.",
    "persisted": lambda c, d, s: f"{d['name']} persists (1 token).",
    "inquiry_window": lambda c, d, s: "Billy is stable: Nurses on the card may Inquire (/inquire).",
    "inquiry": lambda c, d, s: f"{d['name']} asks Billy about timeline {d['timeline']}.",
    "inquiry_stopped": lambda c, d, s: f"{d['name']} stops inquiring.",
    "shift_ended": lambda c, d, s: f"The {d['shift_name']} shift ends.",
    "call_made": lambda c, d, s: f"📞 {d['name']} calls {d['contact']}.",
    "call_missed": lambda c, d, s: f"{d['name']} is too stressed to call {d['contact']}.",
    "call_narrative": lambda c, d, s: f"*{d['text']}*",
    "tokens_gained": lambda c, d, s: f"{d['name']} gains {_count(d['count'], 'Care Token')}.",
    "sent_on_leave": lambda c, d, s: f"{d['name']} goes On Leave.",
    "back_from_leave": lambda c, d, s: f"{d['name']} is back from leave.",
    "day_ended": lambda c, d, s: (
        f"End of day {d['day']}: condition {d['condition']}, Warnings {d['warnings']}/2. Talk About Billy."
    ),
    "partial_placed": lambda c, d, s: (
        f"🧩 {d['by']} places a Partial Memory in timeline {d['timeline']}: *{_memory_title(c, d)}*."
    ),
    "clear_placed": lambda c, d, s: f"✨ {d['by']} places a Clear Memory on *{_memory_title(c, d)}*.",
    "narrative": lambda c, d, s: _trigger_text(c, s, d["trigger"]),
    "scenario_won": lambda c, d, s: _won_text(c, d),
    "scenario_lost": lambda c, d, s: _lost_text(c, d, s),
}
_GIVES: dict[str, str] = {
    "token": "a Care Token",
    "partial": "a random Partial Memory",
    "clear": "a random Clear Memory",
}


def channel_lines(events: Iterable[Event], content: ContentPack, scenario: int) -> list[str]:
    """The table's story of these events: channel events only, in order."""
    lines = []
    for event in events:
        if event.audience != CHANNEL:
            continue
        line = _LINES[event.kind](content, event.data, scenario)
        if line:
            lines.append(line)
    return lines


def private_text(event: Event, content: ContentPack, campaign: str) -> str:
    """What one player is told in private; the first line names the campaign (COMMANDS.md)."""
    assert event.audience == SEAT, "only a seat's event becomes a private text"
    d = event.data
    header = f"**{campaign}**"
    if event.kind == "quote":
        body = f"Read this aloud as Billy (timeline {d['timeline']}):\n> {d['quote']}"
    elif event.kind == "memory_received" and d["deck"] == "partial":
        body = f"You hold a Partial Memory, face down. Timeline {d['timeline']}. Billy said:\n> {d['quote']}"
    elif event.kind == "memory_received":
        body = f"You hold a Clear Memory, face down. Timeline {d['timeline']}."
    elif event.kind == "clear_checked":
        memory = content.memory_at(d["timeline"], d["position"])
        if d["placed"]:
            body = f"Your Clear Memory *{memory.title}* matches the grid and is placed:\n{memory.clear_scene}"
        else:
            body = (
                f"You look at your Clear Memory in private:\n{memory.clear_scene}\n"
                "Its Partial is not in the grid yet, so it goes back to the deck unseen by the others."
            )
    else:
        body = event.kind
    return f"{header}\n{body}"


def shift_name(index: int) -> str:
    return SHIFT_NAMES[index]

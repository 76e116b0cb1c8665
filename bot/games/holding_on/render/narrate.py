"""Engine events in words: channel lines for the table, and private texts for one player.

Only events are read here, plus the content pack for prose. A channel line is
made only from a channel event; a private event becomes a private text for its
seat. Card ids never appear in either (RULINGS D3): ids are looked up and
turned into quotes, titles and scenes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from bot.games.errors import Words
from bot.games.events import CHANNEL, SEAT, EventData
from bot.games.holding_on.decision_words import genders_of, person, staff_label
from bot.games.holding_on.engine import ContentPack, Event, campaign_facts
from bot.games.holding_on.engine.content import Contact, Facts, PatientCard, memory_kept
from bot.games.holding_on.engine.view_types import Public
from bot.games.holding_on.render import people
from bot.i18n import DEFAULT, Named, join_list, t

ENDINGS = ("scenario_won", "scenario_lost")
TRY_AGAIN = "A lost scenario is played again until it is won: `/campaign start` begins a fresh attempt."


def _card_line(c: ContentPack, d: EventData, lang: str) -> str:
    """A revealed Patient Card in three parts: its title, its line, and what it does (staff spaces, Billy's
    state, its rewards counted by kind), so that it reads aloud; a stable card says no "deterioration 0"."""
    card = _patient(c, d.get("card"))
    told = f" *{card.title}*\n{card.text}" if card is not None and card.title else ""
    return t(
        lang,
        "ev-card_revealed",
        shift=d["shift"],
        told=told,
        kind=d["kind"],
        deterioration=d["deterioration"],
        staff=d["staff"],
        rewards=rewards_said(lang, d["rewards"]),
        count=len(d["rewards"]),
        inquiry="yes" if d["inquiry"] else "no",
    )


def rewards_said(lang: str, rewards: list[str]) -> str:
    """A card's rewards counted by kind, in the card's order ("1 Partial Memory and 1 Care Token")."""
    counted = {reward: rewards.count(reward) for reward in rewards}
    return join_list(lang, [t(lang, "reward-count", reward=r, count=n) for r, n in counted.items()])


def _patient(c: ContentPack, card_id: str | None) -> PatientCard | None:
    return next((p for p in c.patients if p.id == card_id), None) if card_id else None


def _event_line(c: ContentPack, d: EventData, lang: str) -> str:
    card = next((e for e in c.events if e.id == d.get("event")), None)
    told = f"*{card.title}.* {card.text} " if card is not None and card.title else ""
    effects = t(lang, "list-semicolon").join(t(lang, "effect-word", effect=e) for e in d["effects"])
    return t(lang, "ev-event_revealed", band=d["band"], told=told, effects=effects)


def facts_of(content: ContentPack, d: EventData) -> Facts:
    """What a text variant may read, from a start, win or loss event (older events carry less: usual text).

    The grid comes by slot (D3); the variant conditions name memories, so slots are turned back into them here.
    What the campaign remembers comes from its flags (engine/campaign_facts.py), the Nurses at the table from
    the win (or the table's seats), the attempt's number from the table (`attempt`, with the event's data).
    """

    def memories(slots: Iterable[tuple[int, int]]) -> list[str]:
        return [content.memory_at(timeline, position).id for timeline, position in slots]

    clears, partials = memories(d.get("clears", ())), memories(d.get("partials", ()))
    flags = [*d.get("played_flags", ()), *d.get("campaign_flags", ())]
    scenario = d.get("scenario")
    return Facts(
        clears=frozenset(clears),
        partials=frozenset(partials),
        flags=frozenset(flags),
        cause=d.get("cause"),
        callers=campaign_facts.read(flags).callers,
        kept=memory_kept(content, scenario, flags, clears, partials) if isinstance(scenario, int) else None,
        nurses=tuple(d.get("nurses") or d.get("seats") or ()),
        attempt=d.get("attempt"),
    )


def _memory_title(content: ContentPack, d: EventData) -> str:
    return content.memory_at(d["timeline"], d["position"]).title


def _scenario_text(content: ContentPack, d: EventData, lang: str) -> str:
    """R29: intro 1, intro 2, setup & rules and the objective, told as the campaign stands; a chapter's
    own content note first."""
    chapter = content.scenario(d["scenario"])
    facts = facts_of(content, d)
    note = [t(lang, "ev-content_note", text=chapter.content_note)] if chapter.content_note else []
    return "\n\n".join(
        [
            t(lang, "ev-scenario_title", number=chapter.number, title=chapter.title),
            *note,
            chapter.told("intro_1", facts),
            chapter.told("intro_2", facts),
            t(lang, "ev-setup", text=chapter.told("setup_text", facts)),
            t(lang, "ev-objective", text=chapter.told("objective_text", facts)),
        ]
    )


def _won_text(content: ContentPack, d: EventData, lang: str) -> str:
    chapter = content.scenario(d["scenario"])
    facts = facts_of(content, d)
    outcome = people.said(chapter.told("outcome", facts), facts, lang, d.get("genders"))
    return t(lang, "ev-scenario_won") + f"\n\n{outcome}"


def loss_cause(cause: object, condition: object) -> str:
    """The loss as the words say it: R2's empty Patient Deck is a death the engine records as "died" with Billy's
    condition above 0 (reaching 0 is the other), and the words say the deck ran out."""
    if cause == "died" and isinstance(condition, int) and condition > 0:
        return "out_of_cards"
    return str(cause)


def _lost_text(content: ContentPack, d: EventData, scenario: int, lang: str) -> str:
    """What the loss means (in the chapter's words, or the pack's, or the bot's own), the chapter's loss text,
    and the way back in."""
    chapter = content.scenario(scenario)
    facts = facts_of(content, {**d, "scenario": scenario})
    loss = people.said(chapter.told("loss", facts), facts, lang, d.get("genders"))
    cause = loss_cause(d["cause"], d.get("condition"))
    worded = {
        str(word): line for lines in (content.pack.loss_lines, chapter.loss_lines) for word, line in lines.items()
    }
    why = worded.get(cause) or t(lang, "loss-word", cause=cause)
    parts = [t(lang, "ev-scenario_lost", why=why), f"*{loss}*" if loss else ""]
    return "\n\n".join([part for part in parts if part] + [t(lang, "ev-try_again")])


def _choice_text(content: ContentPack, scenario: int, trigger_id: str, flag: str) -> str:
    """The table's choice of the heart (engine/choices.py), as the pack words what it chose and what follows."""
    for trigger in content.scenario(scenario).triggers:
        for answer in trigger.choices if trigger.id == trigger_id else []:
            if answer.flag == flag:
                return f"**{answer.label}.** *{answer.text}*"
    return ""


def _trigger_text(content: ContentPack, scenario: int, trigger_id: str) -> str:
    for trigger in content.scenario(scenario).triggers:
        if trigger.id == trigger_id:
            title = f"**{trigger.title}.** " if trigger.title else ""  # the recap reads as what happened
            return f"{title}*{trigger.text}*"
    return ""


def quote_in(content: ContentPack, engine_pack: ContentPack | None, timeline: int, quote: str) -> str:
    """Billy's words of an event in `content`'s language: events carry the quote the game's own pack holds
    (never the card's id, D3), so the card is found there by its timeline and words, and read in `content`."""
    if engine_pack is None or engine_pack is content:
        return quote
    for memory in engine_pack.memories:
        if memory.timeline == timeline and memory.quote == quote:
            return content.memory(memory.id).quote
    return quote


def _placer(lang: str, by: str) -> str:
    """Who placed a Partial (R15): a Nurse's name, or the board the engine names in English."""
    return t(lang, "sm-board-by") if by == t(DEFAULT, "sm-board-by") else by


def contact_in(content: ContentPack, engine_pack: ContentPack | None, scenario: int, name: str) -> str:
    """Who a Nurse phones, in `content`'s language: events carry the name the game's own pack gives (R18), so
    the contact is found there by its name, and named as `content` names it."""
    if engine_pack is None or engine_pack is content:
        return name
    try:
        ours, theirs = _contacts(engine_pack, scenario), _contacts(content, scenario)
    except (KeyError, LookupError, ValueError):
        return name
    found = next((c.id for c in ours if c.name == name), None)
    return next((c.name for c in theirs if c.id == found), name)


def _contacts(pack: ContentPack, scenario: int) -> list[Contact]:
    chapter = pack.scenario(scenario)
    return [c for setup in (chapter.setup, *chapter.conditional_setup) for c in setup.contacts]


def named(language: str, words: Words, args: dict[str, object], public: Public | None) -> str | None:
    """The sentences that name someone, said with the gender they agree with (the face's `named`)."""
    if words.key == "staff-name":
        return staff_label(language, words.args.get("id"), words.args.get("name", ""), genders_of(public))
    if words.key == "role" and "name" in args:
        who = person(args["name"], genders_of(public))
        return Named(t(language, "role", **{**args, "name": who}), who.gender)
    return None


def _named(kind: str) -> Callable[[ContentPack, EventData, int, str], str]:
    """An event told by its catalogue line alone, with the event's data as the line's variables."""

    def line(c: ContentPack, d: EventData, s: int, lang: str) -> str:
        return t(lang, f"ev-{kind}", **d)

    return line


_LINES: dict[str, Callable[[ContentPack, EventData, int, str], str]] = {
    "scenario_started": lambda c, d, s, lang: _scenario_text(c, d, lang),
    "card_revealed": lambda c, d, s, lang: _card_line(c, d, lang),
    "staff_placed": lambda c, d, s, lang: t(
        lang,
        "ev-staff_placed",
        name=d["name"],
        how=d["how"],
        spaces=d.get("spaces") or 0,
        has_contact="yes" if d.get("contact") else "no",
        contact=d.get("contact") or "",
    ),
    "stress_cost_paid": lambda c, d, s, lang: t(lang, "ev-stress_cost_paid", name=d["name"], gave=d["gave"]),
    "event_revealed": lambda c, d, s, lang: _event_line(c, d, lang),
    "memory_drawn": lambda c, d, s, lang: t(
        lang, "ev-memory_drawn", name=d["name"], deck=d["deck"], timeline=d["timeline"]
    ),
    "conversation_ended": lambda c, d, s, lang: t(lang, "ev-conversation_ended", reason=d["reason"]),
    "call_narrative": lambda c, d, s, lang: f"*{d['text']}*",
    "partial_placed": lambda c, d, s, lang: t(
        lang, "ev-partial_placed", by=d["by"], timeline=d["timeline"], title=_memory_title(c, d)
    ),
    "clear_placed": lambda c, d, s, lang: t(lang, "ev-clear_placed", by=d["by"], title=_memory_title(c, d)),
    "narrative": lambda c, d, s, lang: _trigger_text(c, s, d["trigger"]),
    "choice_made": lambda c, d, s, lang: _choice_text(c, s, d["trigger"], d["answer"]),
    "scenario_won": lambda c, d, s, lang: _won_text(c, d, lang),
    "scenario_lost": lambda c, d, s, lang: _lost_text(c, d, s, lang),
}
# Told by their catalogue line from the event's data alone (`ev-<kind>`).
_LINES.update(
    (kind, _named(kind))
    for kind in (
        "shift_manager_drawn",
        "day_started",
        "stress_gained",
        "overstressed",
        "warning",
        "staffing_ended",
        "token_given",
        "token_lost",
        "care_chosen",
        "tokens_committed",
        "medical_resolved",
        "condition_changed",
        "emergency_averted",
        "reward_chosen",
        "talker_named",
        "billy_voice_named",
        "quote",
        "talk_ended",
        "trust_spent",
        "trust_declined",
        "persisted",
        "inquiry_window",
        "inquiry",
        "inquiry_stopped",
        "shift_ended",
        "call_made",
        "call_missed",
        "tokens_gained",
        "sent_on_leave",
        "back_from_leave",
        "day_ended",
    )
)


def _people(data: EventData, lang: str, genders: Mapping[str, str] | None) -> EventData:
    """The staff and Nurses an event names, in `lang` and with the gender each sentence agrees with."""
    said = dict(data)
    if "name" in data:
        staff = data.get("staff", data.get("holder"))
        said["name"] = staff_label(lang, staff, data["name"], genders) if staff else person(data["name"], genders)
    if "by" in data:  # R15: a Nurse, or the Shift Manager Board for the Assistants' Partials
        said["by"] = "board" if data["by"] == t(DEFAULT, "sm-board-by") else person(data["by"], genders)
    return said


def channel_lines(
    events: Iterable[Event],
    content: ContentPack,
    scenario: int,
    locale: str = DEFAULT,
    engine_pack: ContentPack | None = None,
    public: Public | None = None,
) -> list[str]:
    """The table's story of these events in `locale`: channel events only, in order.

    `engine_pack`: the pack whose words the engine put in the events, when `content` is another language's;
    `public`: the table's public view after them (each Nurse's gender, as her player chose; Billy's condition
    when an attempt is lost)."""
    lines = []
    genders = genders_of(public)
    for event in events:
        if event.audience != CHANNEL:
            continue
        data = _people(event.data, locale, genders)
        if data.get("contact"):
            data["contact"] = contact_in(content, engine_pack, scenario, str(data["contact"]))
        if event.kind == "scenario_lost" and public is not None and public.get("condition") is not None:
            data["condition"] = public.get("condition")  # a recap's view names the Nurses only: the event's stays
        if event.kind in ENDINGS and public is not None:  # the table's own: its names, genders, attempt number
            data |= {"genders": genders, "seats": public.get("seats"), "attempt": public.get("attempt")}
        if "quote" in data and "timeline" in data:
            data = {**data, "quote": quote_in(content, engine_pack, data["timeline"], data["quote"])}
        line = _LINES[event.kind](content, data, scenario, locale)
        if line:
            lines.append(line)
    return lines


def private_text(
    event: Event, content: ContentPack, campaign: str, locale: str = DEFAULT, engine_pack: ContentPack | None = None
) -> str:
    """What one player is told in private, in `locale`; the first line names the campaign (COMMANDS.md)."""
    assert event.audience == SEAT, "only a seat's event becomes a private text"
    d = event.data
    if "quote" in d and "timeline" in d:
        d = {**d, "quote": quote_in(content, engine_pack, d["timeline"], d["quote"])}
    header = f"**{campaign}**"
    if event.kind == "quote":
        body = t(locale, "dm-quote", timeline=d["timeline"], quote=d["quote"])
    elif event.kind == "memory_received" and d["deck"] == "partial":
        body = t(locale, "dm-partial", timeline=d["timeline"], quote=d["quote"])
    elif event.kind == "memory_received":
        body = t(locale, "dm-clear", timeline=d["timeline"])
    elif event.kind == "seat_returned":
        body = _seat_returned(d["seat_view"], content, engine_pack, locale)
    elif event.kind == "clear_checked":
        memory = content.memory_at(d["timeline"], d["position"])
        if d["placed"]:
            body = t(locale, "dm-clear-placed", title=memory.title, scene=memory.clear_scene)
        else:
            body = t(locale, "dm-clear-looked", scene=memory.clear_scene)
    else:
        body = event.kind
    return f"{header}\n{body}"


def _seat_returned(seen: EventData, content: ContentPack, engine_pack: ContentPack | None, locale: str) -> str:
    """Her seat given back by the bot's stand-in (issue 28): what her Nurse holds face down, which went to
    nobody while the bot held it."""
    hand = seen["hand"]
    lines = [t(locale, "dm-seat-returned", nurse=seen["name"], tokens=hand["tokens"], stress=hand["stress"])]
    for card in hand["partials"]:
        quote = quote_in(content, engine_pack, card["timeline"], card["quote"])
        lines.append(t(locale, "dm-seat-returned-partial", timeline=card["timeline"], quote=quote))
    for card in hand["clears"]:
        lines.append(t(locale, "dm-seat-returned-clear", timeline=card["timeline"]))
    for card in hand.get("sm_board", []):
        quote = quote_in(content, engine_pack, card["timeline"], card["quote"])
        lines.append(t(locale, "dm-seat-returned-board", timeline=card["timeline"], quote=quote))
    if len(lines) == 1:
        lines.append(t(locale, "dm-seat-returned-none"))
    return "\n".join(lines)


def shift_name(index: int, locale: str = DEFAULT) -> str:
    return t(locale, "shift-name", shift=index)

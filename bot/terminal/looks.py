"""Texts for looking at the table from the terminal: a hand, `help`, `/rules`, `/campaign status` and options.

Plain words (with the narration's light Markdown where a title helps), from
views, the pack and the rule summaries: the same sources as Discord's looks.
"""

from __future__ import annotations

from bot.engine import Action, ContentPack
from bot.render.pack_words import GLOSSARY_TOPIC, content_note, find_term, glossary_lines
from bot.render.rules_text import TOPICS, find_topic
from bot.table import CampaignStatus
from bot.terminal import words as w
from bot.terminal.hints import seat_hints


def hand_text(seat_view: dict) -> str:
    """One seat's face-down cards and tokens (RULINGS D1): for her eyes only."""
    hand, public = seat_view["hand"], seat_view["public"]
    nurse = next(s for s in public["staff"] if s["id"] == f"n{seat_view['seat']}")
    tokens = w.CARE_TOKENS.count(hand["tokens"])
    head = w.HAND_LINE.format(name=seat_view["name"], tokens=tokens, stress=hand["stress"], most=nurse["max_stress"])
    lines = [
        f"**{head}**",
        w.HAND_PARTIALS.format(
            cards="; ".join(w.HAND_PARTIAL.format(**card) for card in hand["partials"]) or w.HAND_NONE
        ),
        w.HAND_CLEARS.format(cards=", ".join(w.HAND_CLEAR.format(**card) for card in hand["clears"]) or w.HAND_NONE),
    ]
    if hand.get("sm_board"):
        lines.append(w.HAND_SM_BOARD.format(cards="; ".join(w.HAND_PARTIAL.format(**c) for c in hand["sm_board"])))
    return "\n".join(lines)


def help_lines(seats: list[str] | None, legal: list[Action], player: str | None, one_seat: bool) -> list[str]:
    """Every command with its line, grouped; then what is open now, and to whom, with the command for it."""
    lines = [
        f"**{w.HELP_TITLE}**",
        w.HELP_WHO_SEAT.format(name=player.capitalize()) if one_seat and player else w.HELP_WHO,
    ]
    group = None
    for command, description in w.COMMAND_WORDS.items():
        top = command.split()[0]
        heading = w.HELP_GROUPS.get(top if top in ("campaign", "shift", "care") else "look")
        if heading != group and top not in ("inquire", "decide"):
            group = heading
            lines.append(f"**{heading}**")
        lines.append(f"  /{command}: {description}")
    lines.append(f"  {', '.join(w.TERMINAL_WORDS)}: " + "; ".join(w.TERMINAL_WORDS.values()))
    if seats:
        for seat, hints in seat_hints(legal).items():
            lines.append(w.OPEN_TO.format(name=seats[seat]))
            lines += [f"  {hint}" for hint in hints]
    return lines


def rules_text(content: ContentPack, topic: str) -> str:
    """`/rules`: the topics, the glossary, a rule summary with its ruling id, or a glossary term."""
    wanted = topic.strip()
    if not wanted:
        topics = ", ".join(f"{t.key} ({t.ruling})" for t in TOPICS)
        return w.RULES_PICK.format(topics=topics, glossary=GLOSSARY_TOPIC)
    if wanted.lower() == GLOSSARY_TOPIC:
        return "\n".join(glossary_lines(content))
    rule = find_topic(wanted)
    if rule is not None:
        return f"**{rule.label}**: {rule.summary}"
    term = find_term(content, wanted)
    if term is not None:
        return f"**{term.term}**: {term.text.strip()}"
    return w.RULES_UNKNOWN.format(topic=wanted[:80])


def status_lines(status: CampaignStatus, content: ContentPack, names: dict[int, str], note: bool) -> list[str]:
    won = ", ".join(str(n) for n in status.scenarios_won) or w.STATUS_NONE
    upcoming = str(status.next_scenario) if status.next_scenario is not None else w.STATUS_ALL_WON
    seats = []
    for seat in status.seats:
        who = names.get(seat.stand_in_user_id or 0)
        seats.append(
            w.STATUS_STANDIN.format(nurse=seat.nurse_name, who=who or "?") if seat.stand_in_user_id else seat.nurse_name
        )
    lines = [
        w.STATUS_WON.format(won=won, next=upcoming),
        w.STATUS_SEATS.format(seats=", ".join(seats) or w.STATUS_NONE, host=names.get(status.host_user_id, "?")),
    ]
    if status.playing is not None:
        lines.append(w.STATUS_PLAYING.format(scenario=status.playing["scenario"], attempt=status.playing["attempt"]))
    if note:
        playing = status.playing["scenario"] if status.playing else status.next_scenario
        lines.append(w.CONTENT_NOTE.format(note=content_note(content, playing)))
    return lines


def option_value(value: object) -> str:
    return w.OPTION_VALUE_WORDS.get(value, str(value)) if isinstance(value, str | bool) else str(value)


def options_lines(options: dict) -> list[str]:
    return [w.OPTIONS_TITLE] + [f"  {w.OPTION_LINE.format(key=k, value=option_value(v))}" for k, v in options.items()]

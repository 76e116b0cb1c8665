"""Texts for looking at the table from the terminal: a hand, `help`, `/rules`, `/campaign status` and options.

Plain words (with the narration's light Markdown where a title helps), from
views, the pack and the rule summaries: the same sources as Discord's looks.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.holding_on.engine import Action, ContentPack
from bot.games.holding_on.engine.view_types import HandPartial, Seated
from bot.games.holding_on.render.narrate import quote_in
from bot.games.holding_on.render.pack_words import GLOSSARY_TOPIC, content_note, find_term, glossary_lines
from bot.games.holding_on.render.rules_text import find_topic, topics
from bot.i18n import t
from bot.table import CampaignStatus
from bot.terminal import words as w
from bot.terminal.holding_on.grammar import SURFACES, command_words, said_command, said_option
from bot.terminal.holding_on.hints import seat_hints
from bot.terminal.lines import LineError


def hand_text(seat_view: Seated, content: ContentPack | None = None, engine_pack: ContentPack | None = None) -> str:
    """One seat's face-down cards and tokens (RULINGS D1): for her eyes only; Billy's words in `content`'s
    language (the view carries the words of `engine_pack`, the pack the game plays with)."""
    hand, public = seat_view["hand"], seat_view["public"]

    def partial(card: HandPartial) -> str:
        quote = quote_in(content, engine_pack, card["timeline"], card["quote"]) if content else card["quote"]
        return w.HAND_PARTIAL.format(**{**card, "quote": quote})

    nurse = next(s for s in public["staff"] if s["id"] == f"n{seat_view['seat']}")
    tokens = w.CARE_TOKENS.count(hand["tokens"])
    head = w.HAND_LINE.format(name=seat_view["name"], tokens=tokens, stress=hand["stress"], most=nurse["max_stress"])
    between = t(w.language(), "list-semicolon")  # French sets a no-break space before it
    lines = [
        f"**{head}**",
        w.HAND_PARTIALS.format(cards=between.join(partial(card) for card in hand["partials"]) or w.HAND_NONE),
        w.HAND_CLEARS.format(cards=", ".join(w.HAND_CLEAR.format(**card) for card in hand["clears"]) or w.HAND_NONE),
    ]
    if hand.get("sm_board"):
        lines.append(w.HAND_SM_BOARD.format(cards=between.join(partial(card) for card in hand["sm_board"])))
    return "\n".join(lines)


def help_lines(seats: list[str] | None, legal: list[Action], player: str | None, one_seat: bool) -> list[str]:
    """Every command with its line, grouped; then what is open now, and to whom, with the command for it."""
    lines = [
        f"**{w.HELP_TITLE}**",
        w.HELP_WHO_SEAT.format(name=player.capitalize()) if one_seat and player else w.HELP_WHO,
    ]
    campaign = [c for c in w.COMMAND_WORDS if c.startswith("campaign ")]
    lines += [f"**{w.HELP_GROUPS['campaign']}**", *(_help_line(c) for c in campaign)]
    group = None
    for command in SURFACES:  # a game's commands, grouped as Discord groups them
        top, _, sub = command.rpartition(" ")
        if top and top != group:
            group = top
            words = t(w.language(), f"cmd-{top}.description")
            lines.append(w.HELP_LINE.format(command=f"**/{said_command(top)}**", words=words))
        lines.append(_help_line(command))
    lines.append(_help_line("decide"))
    lines.append(f"**{w.HELP_GROUPS['look']}**")
    lines += [_help_line(c) for c in w.COMMAND_WORDS if not c.startswith("campaign ") and c != "decide"]
    lines += ["  " + w.HELP_LINE.format(command=said_command(c), words=words) for c, words in w.TERMINAL_WORDS.items()]
    if seats:
        for seat, hints in seat_hints(legal).items():
            lines.append(w.OPEN_TO.format(name=seats[seat]))
            lines += [f"  {hint}" for hint in hints]
    return lines


def _help_line(command: str) -> str:
    return "  " + w.HELP_LINE.format(command=f"/{said_command(command)}", words=command_words(command))


def glossary_word() -> str:
    """What `/rules` takes for the whole glossary in the run's language ("glossar"); the English word too."""
    return t(w.language(), "glossary-word")


def rules_text(content: ContentPack, topic: str, english: ContentPack | None = None) -> str:
    """`/rules`: the topics, the glossary, a rule summary with its ruling id, or a glossary term, in the run's
    language (the summaries of Holding On's render/rules_text.py, the glossary of `content`; a term may be asked
    for in English, from the `english` pack, as on Discord). An unknown topic is refused (LineError)."""
    wanted, language = topic.strip(), w.language()
    if not wanted:
        listed = ", ".join(f"{topic.key} ({topic.ruling})" for topic in topics(language))
        return w.RULES_PICK.format(topics=listed, glossary=glossary_word())
    if wanted.lower() in (GLOSSARY_TOPIC, glossary_word()):
        return "\n".join(glossary_lines(content, w.RULE_LINE))
    rule = find_topic(wanted, language)
    if rule is not None:
        return w.RULE_LINE.format(label=rule.label, summary=rule.summary)
    term = find_term(content, wanted) or (find_term(english, wanted) if english is not None else None)
    if term is not None:
        term = next((entry for entry in content.glossary if entry.id == term.id), term)  # said in this language
        return w.RULE_LINE.format(label=term.term, summary=term.text.strip())
    raise LineError(w.RULES_UNKNOWN.format(topic=wanted[:80], glossary=glossary_word()))  # a refusal: marked ✗


def status_lines(status: CampaignStatus, content: ContentPack, names: dict[int, str], note: bool) -> list[str]:
    won = ", ".join(str(n) for n in status.chapters_won) or w.STATUS_NONE
    upcoming = str(status.next_chapter) if status.next_chapter is not None else w.STATUS_ALL_WON
    seats = []
    for seat in status.seats:
        who = names.get(seat.stand_in_user_id or 0)
        seats.append(w.STATUS_STANDIN.format(nurse=seat.name, who=who or "?") if seat.stand_in_user_id else seat.name)
    lines = [
        w.STATUS_WON.format(won=won, next=upcoming),
        w.STATUS_SEATS.format(seats=", ".join(seats) or w.STATUS_NONE, host=names.get(status.host_user_id, "?")),
    ]
    if status.playing is not None:
        lines.append(w.STATUS_PLAYING.format(scenario=status.playing["chapter"], attempt=status.playing["attempt"]))
    if note:
        playing = status.playing["chapter"] if status.playing else status.next_chapter
        lines.append(w.CONTENT_NOTE.format(note=note_text(content, playing)))
    return lines


def note_text(content: ContentPack, scenario: int | None) -> str:
    """The pack's content note and, for `scenario`, its chapter's own (Holding On's render/pack_words.content_note's
    parts, the chapter's named in the run's language)."""
    parts = [content_note(content)]
    chapter = next((s for s in content.scenarios if s.number == scenario), None)
    if chapter is not None and chapter.content_note.strip():
        parts.append(w.CHAPTER_NOTE.format(number=chapter.number, title=chapter.title, note=chapter.content_note))
    return "\n\n".join(part for part in parts if part)


def option_value(value: object) -> str:
    return w.OPTION_VALUE_WORDS.get(value, str(value)) if isinstance(value, str | bool) else str(value)


def options_lines(options: Mapping[str, object], language: str) -> list[str]:
    """The table options as typed (`key = value`), each with what it does at a terminal (no Discord words: its
    own `term-option-words`), and the campaign's language (changed with `--resume --language`)."""
    lines = [w.OPTIONS_TITLE]
    for key, value in options.items():
        words = t(w.language(), "term-option-words", key=key)
        said = said_option("campaign options", key)
        lines.append("  " + w.OPTION_LINE.format(key=said, value=option_value(value), words=words))
    lines.append("  " + w.OPTIONS_LANGUAGE.format(language=t(w.language(), "language-name", code=language)))
    return lines

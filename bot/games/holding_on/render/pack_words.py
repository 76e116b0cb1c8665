"""A pack's words a table asks for outside play: the content note and the glossary.

Plain text, no discord import: the Discord cogs and the terminal table call
the same functions. The words come from the pack in the language it was
loaded in (bot/games/holding_on/content_pack/texts.py).
"""

from __future__ import annotations

from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.engine.content import GlossaryEntry
from bot.i18n import DEFAULT, t

GLOSSARY_TOPIC = "glossary"  # what `/rules` takes for the whole glossary


def content_note(pack: ContentPack, scenario: int | None = None, language: str = DEFAULT) -> str:
    """What a table should read before it plays: the pack's note and, for `scenario`, that chapter's own.

    The chapter's note is also told at its start (the `scenario_started` narration); this is for
    `/campaign new`, `/campaign status note:True`, and the terminal table when it opens a campaign.
    """
    parts = [pack.pack.content_note.strip()]
    if scenario is not None:
        try:
            chapter = pack.scenario(scenario)
        except KeyError:
            chapter = None
        if chapter is not None and chapter.content_note.strip():
            note = chapter.content_note.strip()
            parts.append(t(language, "content-note-chapter", number=chapter.number, title=chapter.title, note=note))
    return "\n\n".join(part for part in parts if part)


def scenarios_with_notes(pack: ContentPack) -> list[int]:
    return [s.number for s in pack.scenarios if s.content_note.strip()]


def _normal(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").replace("_", " ").split())


def find_term(pack: ContentPack, text: str) -> GlossaryEntry | None:
    """A glossary entry by its term ("Contact Tile") or id ("contact_tile"), any case."""
    wanted = _normal(text)
    return next((e for e in pack.glossary if wanted in (_normal(e.term), _normal(e.id))), None)


def glossary_lines(pack: ContentPack, line: str = "**{label}**: {summary}") -> list[str]:
    """One line per term, in the pack's order: "**Term**: text", or as `line` says it in the reader's language
    (French puts a no-break space before the colon)."""
    return [line.format(label=entry.term, summary=entry.text.strip()) for entry in pack.glossary]

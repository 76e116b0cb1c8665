"""Table options (RULINGS options.*, `billy_voice`, `images`): what each may be, checked wherever they come from.

The host sets them with /campaign options; an imported file carries them for
its campaign and for each attempt. Either way an unknown option, or a value
an option cannot take, is refused before it is stored: every /campaign start
builds the engine's `Options` from them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from bot.games.errors import Listing, Words
from bot.games.holding_on.engine import Options
from bot.i18n import Quoted

OPTION_CHOICES: dict[str, tuple[object, ...]] = {
    "senior_reading": ("en", "de"),
    "medical_needs_token": (False, True),
    "inquire_same_timeline_reshuffles": (False, True),
    "two_player_reading": ("en", "de"),
    "billy_voice": ("dm", "channel"),
    "images": (False, True),
    "contact_tile_clears": (False, True),
}
NAME_SHOWN = 40


def default_options() -> dict[str, Any]:
    return dataclasses.asdict(Options())


def known_options(stored: Mapping[str, Any]) -> dict[str, Any]:
    """The defaults, overridden by the stored options this bot knows (an older bot's extra ones are ignored)."""
    return {**default_options(), **{k: v for k, v in stored.items() if k in OPTION_CHOICES}}


def options_problem(options: object, *, complete: bool = False) -> Words | None:
    """Why these options cannot be used (one catalogue sentence), or None. `complete`: every option must be given."""
    if not isinstance(options, dict):
        return Words("options-not-named")
    for key, value in options.items():
        if key not in OPTION_CHOICES:
            known = ", ".join(OPTION_CHOICES)
            return Words("options-unknown", {"name": Quoted(str(key)[:NAME_SHOWN]), "options": known})
        allowed = OPTION_CHOICES[key]
        if type(value) is not type(allowed[0]) or value not in allowed:
            values = Listing(tuple(str(v).lower() for v in allowed), "or")
            return Words("options-values", {"name": key, "values": values})
    if complete and set(options) != set(OPTION_CHOICES):
        return Words("options-missing", {"names": ", ".join(sorted(set(OPTION_CHOICES) - set(options)))})
    return None

"""What Holding On's pictures and embeds read of a view: its public part, the staff named in a language, and
a staff member's pawn.

Pictures and embeds are made from views only (ARCHITECTURE.md): `public_part` refuses anything else at run
time, so a GameState passed by mistake is a TypeError, not a picture of the whole state.
"""

from __future__ import annotations

from typing import cast

from bot.games.holding_on.engine.view_types import Public, StaffView
from bot.i18n import t
from bot.render.draw import ASSISTANT_COLOUR, ON_CALL_COLOUR, Painter, seat_style


def public_part(view: object) -> Public:
    """The public part of a view (`public_view`, or `view(state, seat)`); anything else is refused."""
    if not isinstance(view, dict):
        raise TypeError(f"render from a view dict (public_view or view), not {type(view).__name__}")
    public = view.get("public", view)
    if not isinstance(public, dict) or "condition" not in public or "staff" not in public:
        raise TypeError("render from the engine's public_view(state) or view(state, seat)")
    return cast(Public, public)  # a dict with the public view's marks: the engine's (views.py)


def staff_in(lang: str, staff: list[StaffView]) -> list[StaffView]:
    """The staff with the rules' own members named in `lang` (Assistant 1 -> Aushilfe 1); Nurses keep theirs."""
    return [{**s, "name": t(lang, "staff-name", id=s["id"], name=s["name"])} for s in staff]


def seat_of(nurse: StaffView) -> int:
    """A Nurse's seat: every Nurse has one (the view's None is an Assistant's)."""
    return nurse["seat"] or 0


def staff_pawn(painter: Painter, cx: float, cy: float, staff: StaffView, r: float = 11) -> None:
    """Any staff member's figure: a Nurse's seat shape, an Assistant's grey disc, an On-Call's ring."""
    if staff["kind"] == "nurse":
        shape, colour = seat_style(seat_of(staff))
        painter.pawn(cx, cy, r, shape, colour, staff["name"][:1].upper())
    elif staff["kind"] == "assistant":  # the initial of the language's term for an Assistant, and its number
        painter.pawn(
            cx, cy, r, "circle", ASSISTANT_COLOUR, painter.say("pic-pawn", kind="assistant", number=staff["id"][-1])
        )
    else:
        painter.pawn(
            cx, cy, r, "circle", ON_CALL_COLOUR, painter.say("pic-pawn", kind="on_call", number=staff["id"][-1])
        )

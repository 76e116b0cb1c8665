"""Buttons and selects for the decisions open now, that keep working after a restart (ARCHITECTURE.md).

A button's custom_id is `ho:<game id>:<version shown>:<action key>` (a
select's is `hs:<game id>:<version shown>:<kind>:<seat>`, its options' values
being action keys). Both are readable by any client, so they hold nothing
hidden: an action key names a decision by its kind and public fields
(`assign.s=n0`, `tokens.s=n1.n=2`), never a card. discord.py routes a press
by these templates (`DynamicItem`), even on a message sent before a restart.

The views are sent stopped, so discord.py keeps no per-message copy of them:
the registered DynamicItem classes handle every press.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.app.errors import SafeView, guarded
from bot.games.interface import GameFace
from bot.i18n import t

if TYPE_CHECKING:
    from bot.table.reply import Reply

CUSTOM_ID_MAX = 100  # Discord's limit
ROWS, PER_ROW = 5, 5  # a message holds five rows of five buttons (a select fills a row)
SELECT_MAX = 25
LABEL_MAX = 80
BUTTON_TEMPLATE = r"ho:(?P<game>\d+):(?P<version>\d+):(?P<key>[a-z_]+(?:\.[a-z]=[^:]+)*)"
SELECT_TEMPLATE = r"hs:(?P<game>\d+):(?P<version>\d+):(?P<kind>[a-z_]+):(?P<seat>\d+)(?::(?P<part>\d+))?"
ROUTES = (
    (re.compile(BUTTON_TEMPLATE), discord.ComponentType.button),
    (re.compile(SELECT_TEMPLATE), discord.ComponentType.string_select),
)
QUIET_CHOICES = {"no", "none"}


def button_id(game_id: int, version: int, key: str) -> str:
    return f"ho:{game_id}:{version}:{key}"


def select_id(game_id: int, version: int, kind: str, seat: int, part: int = 0) -> str:
    """A select's id; a decision with more than 25 choices is offered in several selects, numbered."""
    return f"hs:{game_id}:{version}:{kind}:{seat}" + (f":{part}" if part else "")


def _clip(text: str, most: int) -> str:
    text = text[:1].upper() + text[1:]
    return text if len(text) <= most else text[: most - 1] + "…"


def _style(action: Any, face: GameFace) -> discord.ButtonStyle:
    if face.quiet(action):
        return discord.ButtonStyle.secondary
    if getattr(action, "choice", None) == "yes":
        return discord.ButtonStyle.success
    return discord.ButtonStyle.primary


class DecisionButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=BUTTON_TEMPLATE):
    """One decision: pressing it asks the table to apply this action for the presser."""

    def __init__(
        self,
        game_id: int,
        version: int,
        key: str,
        *,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=_clip(label, LABEL_MAX), style=style, custom_id=button_id(game_id, version, key))
        )
        self.game_id, self.version, self.key = game_id, version, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DecisionButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(int(match["game"]), int(match["version"]), match["key"], label=label or "…")

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return True  # who may press is the table's answer, given in words (discord.py's False is silent)

    async def callback(self, interaction: discord.Interaction) -> None:
        press = _presser(interaction)
        await guarded(interaction, "a decision button", press(interaction, self.game_id, self.version, self.key))


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select[discord.ui.View]], template=SELECT_TEMPLATE):
    """Several choices of one kind for one seat (more than fit on a row of buttons)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        kind: str,
        seat: int,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str | None = None,
        part: int = 0,
    ) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=select_id(game_id, version, kind, seat, part),
            options=list(options) or [discord.SelectOption(label="…", value="-")],
            placeholder=placeholder,
        )
        super().__init__(select)
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DecisionSelect:
        options, placeholder = (item.options, item.placeholder) if isinstance(item, discord.ui.Select) else ([], None)
        part = int(match["part"] or 0)
        return cls(
            int(match["game"]), int(match["version"]), match["kind"], int(match["seat"]), options, placeholder, part
        )

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return True  # as DecisionButton's

    async def callback(self, interaction: discord.Interaction) -> None:
        press = _presser(interaction)
        values = self.item.values
        key = values[0] if len(values) == 1 else ""  # one choice per select; anything else is not a decision
        await guarded(interaction, "a decision select", press(interaction, self.game_id, self.version, key))


def routed(interaction: discord.Interaction) -> bool:
    """Will discord.py hand this component interaction to one of our DynamicItems?

    Its custom_id must match a template, and its message must carry a
    component of that type with that custom_id (else discord.py drops it
    silently, and the `on_interaction` listener answers instead).
    """
    data: Mapping[str, Any] = interaction.data or {}
    custom_id, kind = data.get("custom_id"), data.get("component_type")
    message = interaction.message
    if message is None or not isinstance(custom_id, str):
        return False
    if not any(template.fullmatch(custom_id) and kind == ctype.value for template, ctype in ROUTES):
        return False
    for row in message.components:
        children = row.children if isinstance(row, discord.ActionRow) else [row]
        if any(getattr(child, "custom_id", None) == custom_id and child.type.value == kind for child in children):
            return True
    return False


DYNAMIC_ITEMS = (DecisionButton, DecisionSelect)


class Presses(Protocol):
    """The client that takes presses (HoldingOnBot.press: bot/app/respond.press), without importing it here."""

    async def press(self, interaction: discord.Interaction, game_id: int, version: int, key: str) -> None: ...


def _presser(interaction: discord.Interaction) -> Callable[[discord.Interaction, int, int, str], Awaitable[None]]:
    client: Presses = interaction.client  # type: ignore[assignment]
    return client.press


def _groups(legal: Sequence[Any], labels: Sequence[str]) -> list[list[tuple[Any, str]]]:
    """Open decisions by (kind, seat), in the engine's order; each key once (the table rebinds the seat)."""
    groups: dict[tuple[str, int], list[tuple[Any, str]]] = {}
    seen: set[str] = set()
    for action, label in zip(legal, labels, strict=False):
        key = action.key()
        if key in seen:
            continue
        seen.add(key)
        groups.setdefault((action.kind, action.seat), []).append((action, label))
    return list(groups.values())


def decision_view(reply: Reply, face: GameFace) -> tuple[discord.ui.View | None, bool]:
    """The buttons (and selects) for every decision in `reply.legal`; True when some only fit /decide."""
    if not reply.legal or reply.game_id is None or reply.result is not None:
        return None, False
    view = SafeView(timeout=None)
    rows: list[int] = []  # buttons used in each row (a select uses all five)
    left_out = False
    labels = reply.labels
    if reply.language != "en" and reply.public is not None:  # English: the engine's own describe()
        labels = [face.label(reply.language, action, reply.public) for action in reply.legal]
    for group in _groups(reply.legal, labels):
        fitting = [
            (a, label) for a, label in group if len(button_id(reply.game_id, reply.version, a.key())) <= CUSTOM_ID_MAX
        ]
        left_out |= len(fitting) < len(group)
        if not fitting:
            continue
        if len(fitting) <= PER_ROW:
            row = next((i for i, used in enumerate(rows) if used + len(fitting) <= PER_ROW), None)
            if row is None:
                if len(rows) == ROWS:
                    left_out = True
                    continue
                rows.append(0)
                row = len(rows) - 1
            rows[row] += len(fitting)
            for action, label in fitting:
                style = _style(action, face)
                button = DecisionButton(reply.game_id, reply.version, action.key(), label=label, style=style)
                button.item.row = row
                view.add_item(button)
            continue
        left_out |= _add_selects(view, rows, reply, face, fitting)
    view.stop()  # sent as it is, never stored: the DynamicItem classes route every press
    return view, left_out


def _add_selects(
    view: discord.ui.View, rows: list[int], reply: Reply, face: GameFace, fitting: list[tuple[Any, str]]
) -> bool:
    """One decision's many choices as selects of at most 25, a row each, in order (a long list is split into
    several selects, as far as the message has rows); True when some did not fit."""
    assert reply.game_id is not None and reply.public is not None
    action = fitting[0][0]
    who = face.seat_label(reply.public, action.seat)
    placeholder = _clip(t(reply.language, "msg-select", who=who, phrase=face.phrase(reply.language, action.kind)), 150)
    parts = [fitting[start : start + SELECT_MAX] for start in range(0, len(fitting), SELECT_MAX)]
    for number, part in enumerate(parts):
        if len(rows) == ROWS:
            return True
        rows.append(PER_ROW)
        options = [discord.SelectOption(label=_clip(label, 100), value=a.key()) for a, label in part]
        shown = placeholder if len(parts) == 1 else _clip(f"{placeholder} ({number + 1}/{len(parts)})", 150)
        item = DecisionSelect(reply.game_id, reply.version, action.kind, action.seat, options, shown, number)
        item.item.row = len(rows) - 1
        view.add_item(item)
    return False


def disabled_copy(components: Sequence[discord.Component]) -> discord.ui.View:
    """A message's rows of buttons and selects, all disabled (the decision they offered has passed)."""
    view = SafeView(timeout=None)
    for row, component in enumerate(components):
        children = component.children if isinstance(component, discord.ActionRow) else [component]
        for child in children:
            if isinstance(child, discord.Button):
                view.add_item(
                    discord.ui.Button(
                        label=child.label,
                        style=child.style,
                        custom_id=child.custom_id,
                        url=child.url,
                        disabled=True,
                        row=row,
                    )
                )
            elif isinstance(child, discord.SelectMenu) and child.custom_id:
                view.add_item(
                    discord.ui.Select(
                        custom_id=child.custom_id,
                        options=list(child.options),
                        placeholder=child.placeholder,
                        disabled=True,
                        row=row,
                    )
                )
    view.stop()
    return view


def disabled_from_rows(rows: Sequence[dict[str, Any]]) -> discord.ui.View:
    """Rows of components as sent (`View.to_components()`), rebuilt with every item disabled."""
    view = SafeView(timeout=None)
    for row, component in enumerate(rows):
        for child in component.get("components", [component]):
            if child.get("type") == discord.ComponentType.button.value and child.get("custom_id"):
                view.add_item(
                    discord.ui.Button(
                        label=child.get("label"),
                        style=discord.ButtonStyle(child.get("style", 1)),
                        custom_id=child["custom_id"],
                        disabled=True,
                        row=row,
                    )
                )
            elif child.get("type") == discord.ComponentType.string_select.value and child.get("custom_id"):
                options = [
                    discord.SelectOption(label=o.get("label", "…"), value=o.get("value", "-"))
                    for o in child.get("options", [])
                ] or [discord.SelectOption(label="…", value="-")]
                view.add_item(
                    discord.ui.Select(
                        custom_id=child["custom_id"],
                        options=options,
                        placeholder=child.get("placeholder"),
                        disabled=True,
                        row=row,
                    )
                )
    view.stop()
    return view


def disable_view(view: discord.ui.View) -> discord.ui.View:
    """The same view with every item disabled (for a message this process sent)."""
    for child in view.children:
        inner = child.item if isinstance(child, discord.ui.DynamicItem) else child
        if isinstance(inner, discord.ui.Button | discord.ui.Select):
            inner.disabled = True
    view.stop()
    return view

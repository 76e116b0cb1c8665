"""Which of a player's private events are worth a DM (RULINGS D1, D2).

A DM is for what she alone may see or must say: Billy's words for the
player speaking for him (D2), a Partial's quote with the card she holds,
her Clear Memories' fronts at Talk About Billy (R15). A Clear card's back
shows only its timeline, which the whole table sees (the channel's story
says who took it, the board shows the backs held), so taking one is not
worth a DM: it is in her `/hand`. Every DM costs a Discord call; this keeps
them to the ones that carry something the channel cannot.
"""

from __future__ import annotations

from bot.games.holding_on.engine import Event
from bot.games.holding_on.engine.vocab import Deck


def worth_a_dm(event: Event) -> bool:
    """A private event that tells its seat something the channel does not."""
    return not (event.kind == "memory_received" and event.data.get("deck") == Deck.CLEAR)

"""The table: what happens at one channel's game between a Discord interaction and the store.

`service.Table` is the one path every decision takes; `lifecycle` starts,
ends, exports and undoes campaigns; `cache` keeps the games being played in
memory behind one lock per channel; `reply` holds what a decision produced
(what to say, and to whom); `replay`, `recap`, `outbox`, `export` and
`snapshots` read and write the store's rows. Layer: imports the engine, the
content pack and the store; never Discord.
"""

from bot.table.reply import CampaignStatus, Passed, PrivateDelivery, Refused, Reply, TableError
from bot.table.service import Table

__all__ = ["CampaignStatus", "Passed", "PrivateDelivery", "Refused", "Reply", "Table", "TableError"]

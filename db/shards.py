"""Discord shards: which process serves which guild.

Discord sends a guild's events (and so its interactions) to shard
(guild_id >> 22) % shard_count. A process running shards `ids` of `count`
plays the games of those guilds' channels and sends their DMs; another
process serves the rest.
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards one process serves, out of `count`."""

    count: int
    ids: tuple[int, ...]

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.count) in self.ids

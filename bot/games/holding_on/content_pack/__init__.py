"""The campaign pack: TOML files validated into the engine's content models (CONTENT.md).

`load_pack()` reads a pack folder (default: `CONTENT_DIR`, else the repository's
`content/`), checks it as a whole and returns a `ContentPack` whose `hash`
identifies it; anything wrong raises one `PackError` listing every problem.
"""

from bot.games.holding_on.content_pack.loader import default_pack_dir, load_pack, pack_hash
from bot.games.holding_on.content_pack.problems import PackError, PackProblem

__all__ = ["PackError", "PackProblem", "default_pack_dir", "load_pack", "pack_hash"]

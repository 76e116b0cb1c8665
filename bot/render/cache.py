"""Pictures are rendered once per look: keyed by a hash of the view data each picture draws.

Each picture module reduces a view to exactly what it draws (`board_data`,
`memories_data`); two views that would draw the same picture share a key, so
an unchanged board is not rendered again when, say, only the decision open
changed. The cache is a small in-memory LRU, safe to use from worker threads.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable


def data_key(picture: str, data: object) -> str:
    """A stable hash of the picture's name and the data it draws (key order does not matter)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(f"{picture}\n{text}".encode()).hexdigest()


class ImageCache:
    """The last `size` rendered images by key, least recently used dropped first."""

    def __init__(self, size: int = 256):
        self.size = size
        self.hits = 0
        self.misses = 0
        self._images: OrderedDict[str, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get_or_render(self, picture: str, data: object, render: Callable[[], bytes]) -> bytes:
        key = data_key(picture, data)
        with self._lock:
            png = self._images.get(key)
            if png is not None:
                self._images.move_to_end(key)
                self.hits += 1
                return png
            self.misses += 1
        png = render()  # outside the lock: two threads may render the same picture once each, harmlessly
        with self._lock:
            self._images[key] = png
            self._images.move_to_end(key)
            while len(self._images) > self.size:
                self._images.popitem(last=False)
        return png

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._images)


PICTURES = ImageCache()

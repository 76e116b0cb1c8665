"""A catalogue's files parsed once, then kept (bot/kept.py) as their syntax trees in JSON.

Fluent's parser reads a file character by character in Python: about a quarter of a second for a language's
files, at every start and in every process that says anything (issue 37: a restart waits on the three). Read
back from JSON, the same trees take a third of that. The key is every file's name and text and the parser's
version, so an edited file or a new parser is parsed again; a kept file that does not read back as trees is
passed by and parsed again. A file with a syntax error is never kept (the catalogue refuses it).
"""

from __future__ import annotations

import hashlib
import json
import logging
import sys
from functools import cache
from importlib import metadata

from fluent.syntax import FluentParser, ast

from bot import kept

log = logging.getLogger(__name__)

KIND = "catalogues"


def trees_of(sources: dict[str, str]) -> dict[str, ast.Resource]:
    """Each source's syntax tree, by name: kept from an earlier parse of the same texts, else parsed now."""
    key = _key(sources)
    trees = _kept_trees(key, sources)
    if trees is not None:
        return trees
    parser = FluentParser(with_spans=False)
    trees = {name: parser.parse(text) for name, text in sources.items()}
    if not any(isinstance(entry, ast.Junk) for tree in trees.values() for entry in tree.body):
        kept.write(KIND, key, json.dumps({name: tree.to_json() for name, tree in trees.items()}, ensure_ascii=False))
    return trees


def _kept_trees(key: str, sources: dict[str, str]) -> dict[str, ast.Resource] | None:
    body = kept.read(KIND, key)
    if body is None:
        return None
    try:
        stored = json.loads(body)
        trees = {name: ast.from_json(stored[name]) for name in sources}
    except (ValueError, KeyError, TypeError, AttributeError) as error:  # not trees Fluent wrote
        log.info("catalogue cache %s not used: %s", key, type(error).__name__)
        return None
    if not all(isinstance(tree, ast.Resource) for tree in trees.values()):
        return None
    return trees


def _key(sources: dict[str, str]) -> str:
    digest = hashlib.sha256(f"{sys.version}|{_parser_version()}".encode())
    for name, text in sorted(sources.items()):
        digest.update(b"\0" + name.encode() + b"\0" + text.encode())
    return digest.hexdigest()[:40]


@cache
def _parser_version() -> str:
    return metadata.version("fluent.syntax")

"""The catalogue's Fluent sources as syntax trees, parsed once per process.

fluent.syntax's parser reads a character at a time in Python, and the tests walk the same .ftl files again
and again (each language, each test: a few hundred parses of some fifty files in one run). A tree is made
once per distinct text and then only read (visitors, `.body`), never changed: the same text, the same tree.
"""

from __future__ import annotations

from functools import cache

from fluent.syntax import ast, parse


@cache
def parsed(source: str) -> ast.Resource:
    return parse(source)

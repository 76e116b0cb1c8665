"""Discord's own description of its HTTP API (tests/fixtures/discord/openapi.json), as a judge of the fake.

Every request the bot makes through the fake Discord is matched to an operation of the document (its route
and method) and its body checked against that operation's request schema; every answer the fake gives back
is checked against the operation's response schema for its status. A request Discord's document does not
allow is what Discord answers 400 (50035, Invalid Form Body); an answer it does not allow is a fault of the
fake. Either way the problem names the field (`embeds.0.description: … is too long`).
"""

from __future__ import annotations

import copy
import functools
import json
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

DOCUMENT = Path(__file__).resolve().parents[1] / "fixtures" / "discord" / "openapi.json"
ROOT = "urn:discord-openapi"
JSON = "application/json"
MULTIPART = "multipart/form-data"
VERDICTS_KEPT = 20_000  # bodies whose verdict is kept, per process (a few MB)


@dataclass(frozen=True)
class Operation:
    """One route and method of Discord's HTTP API."""

    method: str
    template: str  # e.g. /channels/{channel_id}/messages
    operation_id: str
    pattern: re.Pattern[str] = field(repr=False, compare=False)
    needs_token: bool = True  # a bot token is required (interaction webhooks take none)
    request: dict[str, str] = field(default_factory=dict, repr=False, compare=False)  # content type -> pointer
    responses: dict[str, str | None] = field(default_factory=dict, repr=False, compare=False)  # status -> pointer

    @property
    def route(self) -> str:
        return f"{self.method} {self.template}"

    def params(self, path: str) -> dict[str, str]:
        match = self.pattern.fullmatch(path)
        return match.groupdict() if match else {}


class ApiDocument:
    """The operations of Discord's document, and validators for their bodies (built once, on first use)."""

    def __init__(self, document: dict[str, Any]) -> None:
        self._responses = _registry(document)
        # Discord reads a snowflake sent as a JSON number as well as a string (discord.py sends `recipient_id`
        # and attachment ids as numbers, and always has); it always answers with strings.
        lenient = copy.deepcopy(document)
        lenient["components"]["schemas"]["SnowflakeType"] = {
            "oneOf": [document["components"]["schemas"]["SnowflakeType"], {"type": "integer", "minimum": 0}]
        }
        self._requests = _registry(lenient)
        self._validator_class = _discriminating({**_discriminators(document), **_discriminators(lenient)})
        self._operations = sorted(self._read_operations(document), key=_specificity)
        self._validators: dict[tuple[str, bool], Any] = {}
        self._verdicts: OrderedDict[tuple[str, bool, str], tuple[str, ...]] = OrderedDict()

    @classmethod
    @functools.cache
    def shipped(cls) -> ApiDocument:
        return cls(json.loads(DOCUMENT.read_text(encoding="utf-8")))

    @staticmethod
    def _read_operations(document: dict[str, Any]) -> list[Operation]:
        operations = []
        for template, item in document["paths"].items():
            pattern = re.compile(_regex(template))
            for method, spec in item.items():
                if method == "parameters":
                    continue
                security = spec.get("security") or [{"BotToken": []}]
                request = {
                    kind: _pointer(
                        body["schema"], f"/paths/{_escape(template)}/{method}/requestBody/content/{_escape(kind)}"
                    )
                    for kind, body in (spec.get("requestBody") or {}).get("content", {}).items()
                }
                responses = {}
                for status, answer in (spec.get("responses") or {}).items():
                    where = f"/paths/{_escape(template)}/{method}/responses/{status}"
                    if "$ref" in answer:
                        where = answer["$ref"].removeprefix("#")
                        answer = _resolve(document, answer["$ref"])
                    content = (answer.get("content") or {}).get(JSON)
                    responses[status] = (
                        _pointer(content["schema"], f"{where}/content/{_escape(JSON)}") if content else None
                    )
                operations.append(
                    Operation(
                        method.upper(),
                        template,
                        spec.get("operationId", ""),
                        pattern,
                        needs_token={} not in security,
                        request=request,
                        responses=responses,
                    )
                )
        return operations

    def operation(self, method: str, path: str) -> Operation | None:
        """The operation a request is for (`/channels/1/messages/@original` prefers the literal segment)."""
        for operation in self._operations:
            if operation.method == method and operation.pattern.fullmatch(path):
                return operation
        return None

    def request_problems(self, operation: Operation, content_type: str, body: Any) -> list[str]:
        """Why Discord would refuse this body (empty when the document allows it)."""
        pointer = operation.request.get(content_type)
        if pointer is None:
            if body is None:
                return []
            return [f"{operation.route} takes no {content_type} body"]
        return self._problems(pointer, body, answer=False)

    def response_problems(self, operation: Operation, status: int, body: Any) -> list[str]:
        """Why this answer is not one the document lets Discord give for this operation and status."""
        for key in (str(status), f"{str(status)[0]}XX"):
            if key in operation.responses:
                pointer = operation.responses[key]
                if pointer is None:
                    return [] if body in (None, b"", "") else [f"{operation.route} answers {status} with no body"]
                return self._problems(pointer, body, answer=True)
        return [f"{operation.route} never answers {status}"]

    def _problems(self, pointer: str, body: Any, *, answer: bool) -> list[str]:
        # The same body for the same schema has the same problems: a body of plain JSON values is judged once
        # and its verdict kept under its exact text (its keys in their order, so the problems keep theirs too).
        text = _exact_json(body)
        if text is not None:
            kept = self._verdicts.get((pointer, answer, text))
            if kept is not None:
                self._verdicts.move_to_end((pointer, answer, text))
                return list(kept)
        validator = self._validators.get((pointer, answer))
        if validator is None:
            registry = self._responses if answer else self._requests
            validator = self._validators[pointer, answer] = self._validator_class(
                {"$ref": f"{ROOT}#{pointer}"}, registry=registry
            )
        problems = [_described(error) for error in validator.iter_errors(body)][:3]
        if text is not None:
            self._verdicts[pointer, answer, text] = tuple(problems)
            if len(self._verdicts) > VERDICTS_KEPT:
                self._verdicts.popitem(last=False)
        return problems


def _exact_json(body: Any) -> str | None:
    """The body's JSON text when it holds only JSON's own values (dict with str keys, list, str, int, float, bool,
    None: exactly these types, as json.loads makes them), else None. Two bodies with the same text are then the
    same to a validator; a tuple or a str subclass would print like a list or a str and need not validate like
    one, so such a body is judged every time."""
    stack = [body]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is dict:
            if any(type(key) is not str for key in value):
                return None
            stack.extend(value.values())
        elif kind is list:
            stack.extend(value)
        elif kind not in _SCALARS:
            return None
    return json.dumps(body, ensure_ascii=False, allow_nan=True)


_SCALARS = frozenset({str, int, float, bool, type(None)})


Constants = dict[str, Any]  # a oneOf branch's properties that must hold one value (a component's `type`)
SELF = ""  # in Constants: the value the branch itself must be (no property of Discord's is named "")


def _discriminators(document: dict[str, Any]) -> dict[int, list[Constants]]:
    """Each oneOf of the document (by the identity of its list, as the validator is handed it), with its
    branches' constant properties."""
    found: dict[int, list[Constants]] = {}
    stack: list[Any] = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            branches = node.get("oneOf")
            if isinstance(branches, list):
                found[id(branches)] = [_constants(document, branch) for branch in branches]
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def _constants(document: dict[str, Any], branch: Any) -> Constants:
    seen: set[str] = set()
    while isinstance(branch, dict) and isinstance(branch.get("$ref"), str) and branch["$ref"] not in seen:
        seen.add(branch["$ref"])
        branch = _resolve(document, branch["$ref"])
    if isinstance(branch, dict) and "const" in branch:
        return {SELF: branch["const"]}  # one value of an enumeration (a message's type, a callback's)
    properties = branch.get("properties") if isinstance(branch, dict) else None
    if not isinstance(properties, dict):
        return {}
    constants = {}
    for name, rule in properties.items():
        if isinstance(rule, dict) and "const" in rule:
            constants[name] = rule["const"]
        elif isinstance(rule, dict) and isinstance(rule.get("enum"), list) and len(rule["enum"]) == 1:
            constants[name] = rule["enum"][0]  # Discord's document writes a component's type as enum: [2]
    return constants


def _discriminating(discriminators: dict[int, list[Constants]]) -> Any:
    """Draft 2020-12, with oneOf judged only against the branches a value's constants do not rule out (a button is
    not checked against the schemas of a select, a text input, …: its `type` says it is none of them; a message
    type of 19 is not compared with forty other numbers).
    A ruled-out branch is invalid anyway, so the verdict is the same; when every branch is ruled out, all are
    tried, for the same problems as before. A message's components made this validator the fake's hottest code."""
    one_of = Draft202012Validator.VALIDATORS["oneOf"]

    def discriminated(validator: Any, branches: list[Any], instance: Any, schema: dict[str, Any]) -> Any:
        constants = discriminators.get(id(branches))
        if constants is not None:
            open_ = [branch for branch, held in zip(branches, constants, strict=True) if not _rules_out(held, instance)]
            branches = open_ or branches
        yield from one_of(validator, branches, instance, schema)

    return validators.extend(Draft202012Validator, {"oneOf": discriminated})


def _rules_out(constants: Constants, instance: Any) -> bool:
    """Does the instance differ from a value the branch requires (compared only within one JSON type: jsonschema
    decides whether 1 and 1.0, or 1 and true, are the same)?"""
    if SELF in constants:
        return _differs(instance, constants[SELF])
    return type(instance) is dict and any(
        name in instance and _differs(instance[name], value) for name, value in constants.items()
    )


def _differs(value: Any, constant: Any) -> bool:
    return type(value) is type(constant) and value != constant


def _registry(document: dict[str, Any]) -> Registry[Any]:
    return Registry().with_resource(ROOT, Resource(contents=document, specification=DRAFT202012))


def _described(error: ValidationError) -> str:
    """'embeds.0.description: 'xxxx…' is too long', for the error that explains a failed union: the one in the
    branch the body meant (its `type` matched), not in a branch for another kind of component."""
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for inner in error.context:
            branches.setdefault(inner.relative_schema_path[0], []).append(inner)
        meant = [errors for errors in branches.values() if not any(_wrong_kind(e, error) for e in errors)]
        candidates = [e for errors in (meant or list(branches.values())) for e in errors]
        error = max(candidates, key=lambda e: (len(e.absolute_path), e.validator != "required"))
    where = ".".join(str(part) for part in error.absolute_path) or "(the body)"
    message = error.message
    if len(message) > 200:
        message = message[:120] + " … " + message[-60:]
    return f"{where}: {message}"


def _wrong_kind(inner: ValidationError, union: ValidationError) -> bool:
    """An error saying the object is another kind altogether (its `type` is not this branch's)."""
    path = list(inner.absolute_path)
    return path == [*union.absolute_path, "type"] and inner.validator in ("enum", "const")


def _regex(template: str) -> str:
    parts = re.split(r"(\{\w+\})", template)
    return "".join(f"(?P<{part[1:-1]}>[^/]+)" if part.startswith("{") else re.escape(part) for part in parts)


def _specificity(operation: Operation) -> tuple[int, int]:
    """Literal segments before parameters: `/messages/@original` is tried before `/messages/{message_id}`."""
    return operation.template.count("{"), -len(operation.template)


def _escape(segment: str) -> str:
    return segment.replace("~", "~0").replace("/", "~1")


def _pointer(schema: dict[str, Any], where: str) -> str:
    """A JSON pointer to the schema: its own $ref when it is only one, else where it stands."""
    ref = schema.get("$ref")
    return ref.removeprefix("#") if isinstance(ref, str) and len(schema) == 1 else where


def _resolve(document: dict[str, Any], ref: str) -> dict[str, Any]:
    node: Any = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    result: dict[str, Any] = node
    return result

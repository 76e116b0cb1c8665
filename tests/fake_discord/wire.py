"""The wire between discord.py and the fake Discord: an aiohttp-shaped session that answers in-process.

discord.py's HTTP client and its webhook adapter (interaction responses) both send through one
`aiohttp.ClientSession`; the fake replaces that session, so everything above it is discord.py's own: its
routes, its JSON and multipart encoding, its rate-limit buckets, its retries on 429 and 5xx. A request
reaches the fake as Discord would see it (a method, a URL, headers, and a body of bytes: JSON or
multipart/form-data), and the answer goes back as Discord sends it (a status, headers, a JSON body).
"""

from __future__ import annotations

import email.parser
import email.policy
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import aiohttp
from multidict import CIMultiDict, CIMultiDictProxy

API_PREFIX = "/api/v10"
CDN_HOST = "cdn.discordapp.com"


@dataclass(frozen=True)
class SentFile:
    filename: str
    data: bytes


@dataclass
class WireRequest:
    """One HTTP request as it reached Discord."""

    method: str
    url: str
    path: str  # below /api/v10, e.g. /channels/123/messages
    query: dict[str, str]
    headers: CIMultiDict[str]
    content_type: str  # application/json, multipart/form-data, or "" (no body)
    json: Any = None  # the JSON body, or a multipart request's payload_json
    files: tuple[SentFile, ...] = ()
    form_fields: tuple[str, ...] = ()  # every part's name, as sent (files[0], payload_json, …)


@dataclass
class WireResponse:
    status: int
    body: Any = None  # JSON, or None for 204
    headers: dict[str, str] = field(default_factory=dict)
    raw: bytes | None = None  # a CDN file's bytes


Handler = Callable[[WireRequest], Awaitable[WireResponse]]


async def encode_body(data: Any) -> tuple[str, bytes]:
    """What aiohttp would put on the wire for `data`: (content type, bytes)."""
    if data is None:
        return "", b""
    if isinstance(data, str):
        return "", data.encode()
    if isinstance(data, bytes):
        return "", data
    if isinstance(data, aiohttp.FormData):
        payload = data()
        chunks: list[bytes] = []

        class _Sink:
            async def write(self, chunk: bytes) -> None:
                chunks.append(bytes(chunk))

        await payload.write(_Sink())  # type: ignore[arg-type]
        return payload.content_type, b"".join(chunks)
    raise TypeError(f"the fake session cannot send a body of type {type(data).__name__}")


def decode_request(
    method: str, url: str, headers: dict[str, str], params: dict[str, Any] | None, content_type: str, body: bytes
) -> WireRequest:
    """A request's parts as Discord reads them: the JSON body, or a multipart body's payload_json and files."""
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    query.update({k: str(v) for k, v in (params or {}).items()})
    head = CIMultiDict(headers or {})
    declared = head.get("Content-Type") or content_type
    kind = declared.split(";", 1)[0].strip()
    request = WireRequest(method, url, parts.path.removeprefix(API_PREFIX), query, head, kind if body else "")
    if not body:
        return request
    if kind == "application/json":
        request.json = json.loads(body)
    elif kind == "multipart/form-data":
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            b"Content-Type: " + declared.encode() + b"\r\n\r\n" + body
        )
        files, names = [], []
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            names.append(str(name))
            data = part.get_payload(decode=True) or b""
            if name == "payload_json":
                request.json = json.loads(data)
            elif part.get_filename() is not None:
                files.append(SentFile(part.get_filename() or "", data))
        request.files, request.form_fields = tuple(files), tuple(names)
    else:
        request.json = body.decode("utf-8", errors="replace")
    return request


class FakeResponse:
    """Just what discord.py reads of an aiohttp.ClientResponse."""

    def __init__(self, method: str, url: str, answer: WireResponse) -> None:
        self.method = method
        self.url = url
        self.status = answer.status
        self.reason = _REASONS.get(answer.status, "")
        headers = CIMultiDict(answer.headers)
        headers.setdefault("Via", "1.1 google")  # discord.py tells Discord's 429 from Cloudflare's by it
        if answer.raw is None and answer.body is not None:
            headers.setdefault("Content-Type", "application/json")
        self.headers = CIMultiDictProxy(headers)
        self._raw = answer.raw if answer.raw is not None else b""
        self._text = "" if answer.body is None else json.dumps(answer.body, ensure_ascii=False)

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text if self._raw == b"" else self._raw.decode(encoding, errors="replace")

    async def json(self, **_: Any) -> Any:
        return json.loads(self._text) if self._text else None

    async def read(self) -> bytes:
        return self._raw or self._text.encode()

    def release(self) -> None:
        pass

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *_: object) -> None:
        return None


class _Pending:
    """`session.request(...)` is used as `async with`: the request is made on entering."""

    def __init__(self, session: FakeSession, method: str, url: str, kwargs: dict[str, Any]) -> None:
        self._session, self._method, self._url, self._kwargs = session, method, url, kwargs

    async def _send(self) -> FakeResponse:
        kwargs = self._kwargs
        content_type, body = await encode_body(kwargs.get("data"))
        request = decode_request(
            self._method, self._url, kwargs.get("headers") or {}, kwargs.get("params"), content_type, body
        )
        answer = await self._session.handler(request)
        return FakeResponse(self._method, self._url, answer)

    def __await__(self):  # type: ignore[no-untyped-def]
        return self._send().__await__()

    async def __aenter__(self) -> FakeResponse:
        self._response = await self._send()
        return self._response

    async def __aexit__(self, *_: object) -> None:
        return None


class FakeSession:
    """An aiohttp.ClientSession whose every request is answered by `handler` (the fake Discord)."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.closed = False

    def request(self, method: str, url: str, **kwargs: Any) -> _Pending:
        if self.closed:
            raise RuntimeError("Session is closed")
        return _Pending(self, method, str(url), kwargs)

    def get(self, url: str, **kwargs: Any) -> _Pending:
        return self.request("GET", url, **kwargs)

    async def close(self) -> None:
        self.closed = True

    async def ws_connect(self, *_: Any, **__: Any) -> Any:
        raise RuntimeError("the in-process fake has no gateway: the harness feeds events itself")


def url_with_query(url: str, query: dict[str, str]) -> str:
    return f"{url}?{urlencode(query)}" if query else url


_REASONS = {
    200: "OK",
    201: "Created",
    204: "No Content",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
}

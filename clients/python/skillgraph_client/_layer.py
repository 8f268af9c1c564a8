"""The hand-written layer of the Python client, over the code openapi-python-client generates from the
two OpenAPI documents (skillgraph_client.graph and skillgraph_client.management): credentials (an API
key; a Bearer token renewed once through /auth/refresh on 401; OAuth client credentials with the token
kept until a minute before it expires), retries of 429 and 503 after the wait the service names
(Retry-After, else details.reset_at; exponential backoff otherwise), errors raised as SkillgraphError
with the service's code, message, request id and details, Hydra collections walked page after page,
and multipart uploads. Sync (Skillgraph) and async (AsyncSkillgraph) share all of it: httpx's Auth
flow and transports carry the same logic for both.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import random
import time
from collections.abc import AsyncIterator, Callable, Generator, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import httpx

from .graph.client import Client as GraphClient
from .management.client import Client as ManagementClient


class SkillgraphError(Exception):
    """An answer outside 2xx, with what the service said: its stable code, message and request id."""

    def __init__(self, status: int, body: Any, request_id: str | None) -> None:
        flat = body.get("error") if isinstance(body, dict) and isinstance(body.get("error"), dict) else {}
        hydra = body if isinstance(body, dict) else {}
        message = flat.get("message") or hydra.get("hydra:description") or f"HTTP {status}"
        super().__init__(message)
        self.status = status
        self.message = message
        title = hydra.get("hydra:title")
        self.code: str = flat.get("code") or (title.lower().replace(" ", "_") if title else f"http_{status}")
        self.request_id = request_id
        self.details: dict[str, Any] | None = flat.get("details")

    def __repr__(self) -> str:
        return f"SkillgraphError(status={self.status}, code={self.code!r}, request_id={self.request_id!r})"


@dataclass
class ApiKey:
    """An API key (x-api-key), as created from the console or POST /v1/users/{userId}/apiKeys."""

    key: str


@dataclass
class BearerToken:
    """A user's access token (POST /auth/login); with its refresh token it is renewed once on 401."""

    access_token: str
    refresh_token: str | None = None
    #: Called with (access_token, refresh_token) after a renewal, so the caller keeps the rotated pair.
    on_tokens: Callable[[str, str], None] | None = None


@dataclass
class OAuthClient:
    """An OAuth client (POST /v1/oauth/register): client credentials for tokens of its scope."""

    client_id: str
    client_secret: str
    scope: str | None = None


Credentials = ApiKey | BearerToken | OAuthClient


class _Auth(httpx.Auth):
    """Signs each request; asks for an OAuth token once and keeps it; renews a Bearer token once on 401."""

    requires_response_body = True

    def __init__(self, credentials: Credentials) -> None:
        self.credentials = credentials
        self._oauth: tuple[str, float] | None = None

    def _token_request(self, base: httpx.URL) -> httpx.Request:
        c = self.credentials
        assert isinstance(c, OAuthClient)
        form = {"grant_type": "client_credentials", "client_id": c.client_id, "client_secret": c.client_secret}
        if c.scope:
            form["scope"] = c.scope
        return httpx.Request("POST", base.join("/v1/oauth/token"), data=form)

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        c = self.credentials
        if isinstance(c, ApiKey):
            request.headers["x-api-key"] = c.key
        elif isinstance(c, OAuthClient):
            if self._oauth is None or self._oauth[1] < time.time() + 60:
                answer = yield self._token_request(request.url)
                _raise_for_error(answer)
                body = _json(answer)
                self._oauth = (str(body["access_token"]), time.time() + float(body.get("expires_in", 900)))
            request.headers["authorization"] = f"Bearer {self._oauth[0]}"
        else:
            request.headers["authorization"] = f"Bearer {c.access_token}"
        response = yield request
        if response.status_code == 401 and isinstance(c, BearerToken) and c.refresh_token:
            renewal = yield httpx.Request(
                "POST", request.url.join("/auth/refresh"), json={"refresh_token": c.refresh_token}
            )
            if renewal.status_code == 200:
                body = _json(renewal)
                c.access_token = str(body["access_token"])
                c.refresh_token = str(body.get("refresh_token") or c.refresh_token)
                if c.on_tokens:
                    c.on_tokens(c.access_token, c.refresh_token)
                request.headers["authorization"] = f"Bearer {c.access_token}"
                response = yield request
        # The answer the caller gets: an error answer is raised, for the generated functions too.
        _raise_for_error(response)


def _json(response: httpx.Response) -> Any:
    try:
        return json.loads(response.content)
    except ValueError:
        return None


def _retry_wait(response: httpx.Response, attempt: int) -> float:
    """Seconds the service asks to wait: Retry-After (seconds or a date), details.reset_at, else backoff."""
    header = response.headers.get("retry-after")
    if header:
        try:
            return max(0.0, float(header))
        except ValueError:
            parsed = email.utils.parsedate_to_datetime(header)
            if parsed:
                return max(0.0, parsed.timestamp() - time.time())
    try:
        body = json.loads(response.content)
        reset_at = body["error"]["details"]["reset_at"]
        return max(0.0, datetime.fromisoformat(reset_at.replace("Z", "+00:00")).timestamp() - time.time())
    except (ValueError, KeyError, TypeError, AttributeError):
        return min(8.0, 0.25 * 2**attempt) * (0.5 + random.random() / 2)


class _Retrying(httpx.BaseTransport):
    """Retries 429 and 503 after the wait the service names, when it is no longer than max_wait."""

    def __init__(self, inner: httpx.BaseTransport, retries: int, max_wait: float) -> None:
        self.inner, self.retries, self.max_wait = inner, retries, max_wait

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(self.retries + 1):
            response = self.inner.handle_request(request)
            if response.status_code not in (429, 503) or attempt == self.retries:
                return response
            response.read()
            wait = _retry_wait(response, attempt)
            if wait > self.max_wait:
                return response
            response.close()
            time.sleep(wait)
        return response

    def close(self) -> None:
        self.inner.close()


class _AsyncRetrying(httpx.AsyncBaseTransport):
    def __init__(self, inner: httpx.AsyncBaseTransport, retries: int, max_wait: float) -> None:
        self.inner, self.retries, self.max_wait = inner, retries, max_wait

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(self.retries + 1):
            response = await self.inner.handle_async_request(request)
            if response.status_code not in (429, 503) or attempt == self.retries:
                return response
            await response.aread()
            wait = _retry_wait(response, attempt)
            if wait > self.max_wait:
                return response
            await response.aclose()
            await asyncio.sleep(wait)
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()


def _raise_for_error(response: httpx.Response) -> None:
    """An error answer as SkillgraphError (the auth flow has read its body: requires_response_body)."""
    if response.status_code >= 400:
        raise SkillgraphError(response.status_code, _json(response), response.headers.get("x-request-id"))


def files(documents: list[tuple[str, bytes, str]], field: str = "files") -> list[tuple[str, tuple[str, bytes, str]]]:
    """A multipart body of documents (name, bytes, media type) under `field` (`files` for the pipelines,
    `file` for /v1/parse/*), for httpx's `files=`."""
    return [(field, (name, data, media_type)) for name, data, media_type in documents]


class Skillgraph:
    """The service, synchronously: `graph` and `management` are the generated clients (pass them as
    `client=` to the functions of skillgraph_client.graph.api / .management.api); `request`, `collection`
    and `upload` call any route directly. Every call is signed, retried on 429/503 and raises
    SkillgraphError on an error answer."""

    def __init__(
        self,
        base_url: str,
        credentials: Credentials,
        *,
        timeout: float = 30.0,
        retries: int = 3,
        max_retry_wait: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.http = httpx.Client(
            base_url=self.base_url,
            auth=_Auth(credentials),
            timeout=timeout,
            transport=_Retrying(transport or httpx.HTTPTransport(), retries, max_retry_wait),
        )
        self.graph = GraphClient(base_url=self.base_url).set_httpx_client(self.http)
        self.management = ManagementClient(base_url=self.base_url).set_httpx_client(self.http)

    def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Any route: the decoded JSON answer (None for 204)."""
        response = self.http.request(method, path, **kwargs)
        return response.json() if response.content else None

    def upload(self, path: str, documents: list[tuple[str, bytes, str]], field: str = "files", **kwargs: Any) -> Any:
        """POST documents as multipart/form-data (a CV, postings, a document to parse)."""
        return self.request("POST", path, files=files(documents, field), **kwargs)

    def collection(self, path: str, **query: Any) -> Iterator[dict[str, Any]]:
        """Every member of a Hydra collection, page after page (follows hydra:next)."""
        page: str | None = path
        params: dict[str, Any] | None = query or None
        while page:
            body = self.request("GET", page, params=params, headers={"accept": "application/ld+json"})
            yield from body.get("hydra:member", [])
            page, params = body.get("hydra:view", {}).get("hydra:next"), None

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> Skillgraph:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncSkillgraph:
    """The service, with asyncio: the same as Skillgraph (call the generated functions' `asyncio` forms)."""

    def __init__(
        self,
        base_url: str,
        credentials: Credentials,
        *,
        timeout: float = 30.0,
        retries: int = 3,
        max_retry_wait: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.http = httpx.AsyncClient(
            base_url=self.base_url,
            auth=_Auth(credentials),
            timeout=timeout,
            transport=_AsyncRetrying(transport or httpx.AsyncHTTPTransport(), retries, max_retry_wait),
        )
        self.graph = GraphClient(base_url=self.base_url).set_async_httpx_client(self.http)
        self.management = ManagementClient(base_url=self.base_url).set_async_httpx_client(self.http)

    async def request(self, method: str, path: str, **kwargs: Any) -> Any:
        response = await self.http.request(method, path, **kwargs)
        return response.json() if response.content else None

    async def upload(
        self, path: str, documents: list[tuple[str, bytes, str]], field: str = "files", **kwargs: Any
    ) -> Any:
        return await self.request("POST", path, files=files(documents, field), **kwargs)

    async def collection(self, path: str, **query: Any) -> AsyncIterator[dict[str, Any]]:
        page: str | None = path
        params: dict[str, Any] | None = query or None
        while page:
            body = await self.request("GET", page, params=params, headers={"accept": "application/ld+json"})
            for member in body.get("hydra:member", []):
                yield member
            page, params = body.get("hydra:view", {}).get("hydra:next"), None

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> AsyncSkillgraph:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

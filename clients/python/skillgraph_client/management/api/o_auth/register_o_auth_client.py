from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.register_o_auth_client_body import RegisterOAuthClientBody
from ...models.register_o_auth_client_response_201 import RegisterOAuthClientResponse201
from typing import cast



def _get_kwargs(
    *,
    body: RegisterOAuthClientBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/oauth/register",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | RegisterOAuthClientResponse201 | None:
    if response.status_code == 201:
        response_201 = RegisterOAuthClientResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = FlatError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = FlatError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = FlatError.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = FlatError.from_dict(response.json())



        return response_404

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | RegisterOAuthClientResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterOAuthClientBody,

) -> Response[FlatError | RegisterOAuthClientResponse201]:
    """ Register an OAuth client

     Dynamic client registration (RFC 7591) for Partner and Omni organisations: an admin (Bearer, ADMIN
    permission) registers a client of their organisation, or the master key one of any organisation. The
    client_secret is returned once. Scopes, space-separated, each granting a permission bit:
    `graph:read` (1), `documents:parse` (2), `documents:enrich` (4), `intelligence` (8),
    `management:read` (16), `management:write` (32). Administration and billing are not delegable, and a
    client's scopes stay within the registrant's permissions. 403 when the organisation's current plan
    is not partner or omni.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | RegisterOAuthClientResponse201]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: RegisterOAuthClientBody,

) -> FlatError | RegisterOAuthClientResponse201 | None:
    """ Register an OAuth client

     Dynamic client registration (RFC 7591) for Partner and Omni organisations: an admin (Bearer, ADMIN
    permission) registers a client of their organisation, or the master key one of any organisation. The
    client_secret is returned once. Scopes, space-separated, each granting a permission bit:
    `graph:read` (1), `documents:parse` (2), `documents:enrich` (4), `intelligence` (8),
    `management:read` (16), `management:write` (32). Administration and billing are not delegable, and a
    client's scopes stay within the registrant's permissions. 403 when the organisation's current plan
    is not partner or omni.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | RegisterOAuthClientResponse201
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterOAuthClientBody,

) -> Response[FlatError | RegisterOAuthClientResponse201]:
    """ Register an OAuth client

     Dynamic client registration (RFC 7591) for Partner and Omni organisations: an admin (Bearer, ADMIN
    permission) registers a client of their organisation, or the master key one of any organisation. The
    client_secret is returned once. Scopes, space-separated, each granting a permission bit:
    `graph:read` (1), `documents:parse` (2), `documents:enrich` (4), `intelligence` (8),
    `management:read` (16), `management:write` (32). Administration and billing are not delegable, and a
    client's scopes stay within the registrant's permissions. 403 when the organisation's current plan
    is not partner or omni.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | RegisterOAuthClientResponse201]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: RegisterOAuthClientBody,

) -> FlatError | RegisterOAuthClientResponse201 | None:
    """ Register an OAuth client

     Dynamic client registration (RFC 7591) for Partner and Omni organisations: an admin (Bearer, ADMIN
    permission) registers a client of their organisation, or the master key one of any organisation. The
    client_secret is returned once. Scopes, space-separated, each granting a permission bit:
    `graph:read` (1), `documents:parse` (2), `documents:enrich` (4), `intelligence` (8),
    `management:read` (16), `management:write` (32). Administration and billing are not delegable, and a
    client's scopes stay within the registrant's permissions. 403 when the organisation's current plan
    is not partner or omni.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | RegisterOAuthClientResponse201
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

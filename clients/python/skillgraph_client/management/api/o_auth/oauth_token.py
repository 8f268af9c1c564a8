from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.oauth_token_data_body import OauthTokenDataBody
from ...models.oauth_token_json_body import OauthTokenJsonBody
from ...models.oauth_token_response_200 import OauthTokenResponse200
from typing import cast



def _get_kwargs(
    *,
    body:    OauthTokenDataBody  |     OauthTokenJsonBody  | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/oauth/token",
    }

    if isinstance(body, OauthTokenDataBody):
        _kwargs["data"] = body.to_dict()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    if isinstance(body, OauthTokenJsonBody):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | OauthTokenResponse200 | None:
    if response.status_code == 200:
        response_200 = OauthTokenResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = FlatError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = FlatError.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | OauthTokenResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body:    OauthTokenDataBody  |     OauthTokenJsonBody  | Unset = UNSET,

) -> Response[FlatError | OauthTokenResponse200]:
    """ OAuth 2.1 token (client credentials)

     Form fields (application/x-www-form-urlencoded; JSON is accepted too):
    grant_type=client_credentials, client_id, client_secret, optional scope, optional subject (an end-
    user id of the organisation, for a per-end-user sub-token). The access token is a JWT for
    Authorization: Bearer and lives 60 minutes; there is no refresh token (ask again). Scopes, space-
    separated, each granting a permission bit: `graph:read` (1), `documents:parse` (2),
    `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write` (32). Errors
    carry the RFC 6749 codes in error.code: invalid_request (400), invalid_client (401), invalid_grant
    (400, unknown subject), unauthorized_client (400, the organisation is no longer on Partner or Omni),
    unsupported_grant_type (400), invalid_scope (400).

    Args:
        body (OauthTokenDataBody):
        body (OauthTokenJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OauthTokenResponse200]
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
    client: AuthenticatedClient | Client,
    body:    OauthTokenDataBody  |     OauthTokenJsonBody  | Unset = UNSET,

) -> FlatError | OauthTokenResponse200 | None:
    """ OAuth 2.1 token (client credentials)

     Form fields (application/x-www-form-urlencoded; JSON is accepted too):
    grant_type=client_credentials, client_id, client_secret, optional scope, optional subject (an end-
    user id of the organisation, for a per-end-user sub-token). The access token is a JWT for
    Authorization: Bearer and lives 60 minutes; there is no refresh token (ask again). Scopes, space-
    separated, each granting a permission bit: `graph:read` (1), `documents:parse` (2),
    `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write` (32). Errors
    carry the RFC 6749 codes in error.code: invalid_request (400), invalid_client (401), invalid_grant
    (400, unknown subject), unauthorized_client (400, the organisation is no longer on Partner or Omni),
    unsupported_grant_type (400), invalid_scope (400).

    Args:
        body (OauthTokenDataBody):
        body (OauthTokenJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OauthTokenResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body:    OauthTokenDataBody  |     OauthTokenJsonBody  | Unset = UNSET,

) -> Response[FlatError | OauthTokenResponse200]:
    """ OAuth 2.1 token (client credentials)

     Form fields (application/x-www-form-urlencoded; JSON is accepted too):
    grant_type=client_credentials, client_id, client_secret, optional scope, optional subject (an end-
    user id of the organisation, for a per-end-user sub-token). The access token is a JWT for
    Authorization: Bearer and lives 60 minutes; there is no refresh token (ask again). Scopes, space-
    separated, each granting a permission bit: `graph:read` (1), `documents:parse` (2),
    `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write` (32). Errors
    carry the RFC 6749 codes in error.code: invalid_request (400), invalid_client (401), invalid_grant
    (400, unknown subject), unauthorized_client (400, the organisation is no longer on Partner or Omni),
    unsupported_grant_type (400), invalid_scope (400).

    Args:
        body (OauthTokenDataBody):
        body (OauthTokenJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OauthTokenResponse200]
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
    client: AuthenticatedClient | Client,
    body:    OauthTokenDataBody  |     OauthTokenJsonBody  | Unset = UNSET,

) -> FlatError | OauthTokenResponse200 | None:
    """ OAuth 2.1 token (client credentials)

     Form fields (application/x-www-form-urlencoded; JSON is accepted too):
    grant_type=client_credentials, client_id, client_secret, optional scope, optional subject (an end-
    user id of the organisation, for a per-end-user sub-token). The access token is a JWT for
    Authorization: Bearer and lives 60 minutes; there is no refresh token (ask again). Scopes, space-
    separated, each granting a permission bit: `graph:read` (1), `documents:parse` (2),
    `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write` (32). Errors
    carry the RFC 6749 codes in error.code: invalid_request (400), invalid_client (401), invalid_grant
    (400, unknown subject), unauthorized_client (400, the organisation is no longer on Partner or Omni),
    unsupported_grant_type (400), invalid_scope (400).

    Args:
        body (OauthTokenDataBody):
        body (OauthTokenJsonBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OauthTokenResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

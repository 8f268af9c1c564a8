from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hydra_error import HydraError
from ...models.refresh_token_body import RefreshTokenBody
from ...models.refresh_token_response_200 import RefreshTokenResponse200
from typing import cast



def _get_kwargs(
    *,
    body: RefreshTokenBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/refresh",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HydraError | RefreshTokenResponse200 | None:
    if response.status_code == 200:
        response_200 = RefreshTokenResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = HydraError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = HydraError.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = HydraError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = HydraError.from_dict(response.json())



        return response_415

    if response.status_code == 503:
        response_503 = HydraError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HydraError | RefreshTokenResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RefreshTokenBody,

) -> Response[HydraError | RefreshTokenResponse200]:
    """ Refresh the access token

     Rotation: the refresh token presented is used up and a new pair is returned. Presenting a used
    refresh token again revokes its whole session.

    Args:
        body (RefreshTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HydraError | RefreshTokenResponse200]
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
    body: RefreshTokenBody,

) -> HydraError | RefreshTokenResponse200 | None:
    """ Refresh the access token

     Rotation: the refresh token presented is used up and a new pair is returned. Presenting a used
    refresh token again revokes its whole session.

    Args:
        body (RefreshTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HydraError | RefreshTokenResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RefreshTokenBody,

) -> Response[HydraError | RefreshTokenResponse200]:
    """ Refresh the access token

     Rotation: the refresh token presented is used up and a new pair is returned. Presenting a used
    refresh token again revokes its whole session.

    Args:
        body (RefreshTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HydraError | RefreshTokenResponse200]
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
    body: RefreshTokenBody,

) -> HydraError | RefreshTokenResponse200 | None:
    """ Refresh the access token

     Rotation: the refresh token presented is used up and a new pair is returned. Presenting a used
    refresh token again revokes its whole session.

    Args:
        body (RefreshTokenBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HydraError | RefreshTokenResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

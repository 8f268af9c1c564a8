from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hydra_error import HydraError
from ...models.logout_body import LogoutBody
from typing import cast



def _get_kwargs(
    *,
    body: LogoutBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/logout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | HydraError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = HydraError.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | HydraError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LogoutBody,

) -> Response[Any | HydraError]:
    """ Log out

     Revokes the session of the refresh token given; access tokens already issued expire on their own (15
    minutes). Answers 204 whether or not the token was live.

    Args:
        body (LogoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HydraError]
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
    body: LogoutBody,

) -> Any | HydraError | None:
    """ Log out

     Revokes the session of the refresh token given; access tokens already issued expire on their own (15
    minutes). Answers 204 whether or not the token was live.

    Args:
        body (LogoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HydraError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LogoutBody,

) -> Response[Any | HydraError]:
    """ Log out

     Revokes the session of the refresh token given; access tokens already issued expire on their own (15
    minutes). Answers 204 whether or not the token was live.

    Args:
        body (LogoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HydraError]
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
    body: LogoutBody,

) -> Any | HydraError | None:
    """ Log out

     Revokes the session of the refresh token given; access tokens already issued expire on their own (15
    minutes). Answers 204 whether or not the token was live.

    Args:
        body (LogoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HydraError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

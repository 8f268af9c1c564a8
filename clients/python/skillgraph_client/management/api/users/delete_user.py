from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/organisations/{organisation_id}/users/{user_id}".format(organisation_id=quote(str(organisation_id), safe=""),user_id=quote(str(user_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | FlatError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | FlatError]:
    """ Delete a user

     Deletes the user with its API keys and sessions.

    Args:
        organisation_id (str):
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | FlatError | None:
    """ Delete a user

     Deletes the user with its API keys and sessions.

    Args:
        organisation_id (str):
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FlatError
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | FlatError]:
    """ Delete a user

     Deletes the user with its API keys and sessions.

    Args:
        organisation_id (str):
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | FlatError | None:
    """ Delete a user

     Deletes the user with its API keys and sessions.

    Args:
        organisation_id (str):
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | FlatError
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.disable_api_key_response_200 import DisableApiKeyResponse200
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    user_id: str,
    api_key_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/users/{user_id}/apiKeys/{api_key_id}/disable".format(user_id=quote(str(user_id), safe=""),api_key_id=quote(str(api_key_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DisableApiKeyResponse200 | FlatError | None:
    if response.status_code == 200:
        response_200 = DisableApiKeyResponse200.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DisableApiKeyResponse200 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    api_key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DisableApiKeyResponse200 | FlatError]:
    """ Disable an API key

     Marks the key inactive (spec 3.4); it then answers 401 invalid_api_key. Disabling takes effect at
    once on the API process that handled it; other processes may accept the key for up to 5 s (their
    lookup cache).

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisableApiKeyResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
api_key_id=api_key_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    api_key_id: str,
    *,
    client: AuthenticatedClient,

) -> DisableApiKeyResponse200 | FlatError | None:
    """ Disable an API key

     Marks the key inactive (spec 3.4); it then answers 401 invalid_api_key. Disabling takes effect at
    once on the API process that handled it; other processes may accept the key for up to 5 s (their
    lookup cache).

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisableApiKeyResponse200 | FlatError
     """


    return sync_detailed(
        user_id=user_id,
api_key_id=api_key_id,
client=client,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    api_key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DisableApiKeyResponse200 | FlatError]:
    """ Disable an API key

     Marks the key inactive (spec 3.4); it then answers 401 invalid_api_key. Disabling takes effect at
    once on the API process that handled it; other processes may accept the key for up to 5 s (their
    lookup cache).

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisableApiKeyResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
api_key_id=api_key_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    api_key_id: str,
    *,
    client: AuthenticatedClient,

) -> DisableApiKeyResponse200 | FlatError | None:
    """ Disable an API key

     Marks the key inactive (spec 3.4); it then answers 401 invalid_api_key. Disabling takes effect at
    once on the API process that handled it; other processes may accept the key for up to 5 s (their
    lookup cache).

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisableApiKeyResponse200 | FlatError
     """


    return (await asyncio_detailed(
        user_id=user_id,
api_key_id=api_key_id,
client=client,

    )).parsed

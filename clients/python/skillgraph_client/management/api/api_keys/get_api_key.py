from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_api_key_response_200 import GetApiKeyResponse200
from typing import cast



def _get_kwargs(
    user_id: str,
    api_key_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/users/{user_id}/apiKeys/{api_key_id}".format(user_id=quote(str(user_id), safe=""),api_key_id=quote(str(api_key_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetApiKeyResponse200 | None:
    if response.status_code == 200:
        response_200 = GetApiKeyResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetApiKeyResponse200]:
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

) -> Response[FlatError | GetApiKeyResponse200]:
    """ Get an API key

     Without the key and without its hash.

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetApiKeyResponse200]
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

) -> FlatError | GetApiKeyResponse200 | None:
    """ Get an API key

     Without the key and without its hash.

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetApiKeyResponse200
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

) -> Response[FlatError | GetApiKeyResponse200]:
    """ Get an API key

     Without the key and without its hash.

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetApiKeyResponse200]
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

) -> FlatError | GetApiKeyResponse200 | None:
    """ Get an API key

     Without the key and without its hash.

    Args:
        user_id (str):
        api_key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetApiKeyResponse200
     """


    return (await asyncio_detailed(
        user_id=user_id,
api_key_id=api_key_id,
client=client,

    )).parsed

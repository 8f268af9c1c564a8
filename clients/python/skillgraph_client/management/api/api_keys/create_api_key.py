from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_api_key_body import CreateApiKeyBody
from ...models.create_api_key_response_201 import CreateApiKeyResponse201
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    user_id: str,
    *,
    body: CreateApiKeyBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/users/{user_id}/apiKeys".format(user_id=quote(str(user_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateApiKeyResponse201 | FlatError | None:
    if response.status_code == 201:
        response_201 = CreateApiKeyResponse201.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateApiKeyResponse201 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,

) -> Response[CreateApiKeyResponse201 | FlatError]:
    """ Create an API key

     Generates a key (`sg_live_` and 32 random bytes) and returns it in `key`, in this response only:
    store it now. Only its SHA-256 is kept, with key_prefix and key_last4 to recognise it. `permissions`
    cannot exceed the user's own.

    Args:
        user_id (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse201 | FlatError]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,

) -> CreateApiKeyResponse201 | FlatError | None:
    """ Create an API key

     Generates a key (`sg_live_` and 32 random bytes) and returns it in `key`, in this response only:
    store it now. Only its SHA-256 is kept, with key_prefix and key_last4 to recognise it. `permissions`
    cannot exceed the user's own.

    Args:
        user_id (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse201 | FlatError
     """


    return sync_detailed(
        user_id=user_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,

) -> Response[CreateApiKeyResponse201 | FlatError]:
    """ Create an API key

     Generates a key (`sg_live_` and 32 random bytes) and returns it in `key`, in this response only:
    store it now. Only its SHA-256 is kept, with key_prefix and key_last4 to recognise it. `permissions`
    cannot exceed the user's own.

    Args:
        user_id (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse201 | FlatError]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,

) -> CreateApiKeyResponse201 | FlatError | None:
    """ Create an API key

     Generates a key (`sg_live_` and 32 random bytes) and returns it in `key`, in this response only:
    store it now. Only its SHA-256 is kept, with key_prefix and key_last4 to recognise it. `permissions`
    cannot exceed the user's own.

    Args:
        user_id (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse201 | FlatError
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
body=body,

    )).parsed

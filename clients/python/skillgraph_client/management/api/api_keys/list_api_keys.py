from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_api_keys_response_200 import ListApiKeysResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    user_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    active: bool | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["name"] = name

    params["active"] = active


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/users/{user_id}/apiKeys".format(user_id=quote(str(user_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ListApiKeysResponse200 | None:
    if response.status_code == 200:
        response_200 = ListApiKeysResponse200.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ListApiKeysResponse200]:
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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    active: bool | Unset = UNSET,

) -> Response[FlatError | ListApiKeysResponse200]:
    """ List the user's API keys

     Newest first. Filters: name (contains), active.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        active (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListApiKeysResponse200]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
page=page,
items_per_page=items_per_page,
name=name,
active=active,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    active: bool | Unset = UNSET,

) -> FlatError | ListApiKeysResponse200 | None:
    """ List the user's API keys

     Newest first. Filters: name (contains), active.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        active (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListApiKeysResponse200
     """


    return sync_detailed(
        user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
active=active,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    active: bool | Unset = UNSET,

) -> Response[FlatError | ListApiKeysResponse200]:
    """ List the user's API keys

     Newest first. Filters: name (contains), active.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        active (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListApiKeysResponse200]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
page=page,
items_per_page=items_per_page,
name=name,
active=active,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    active: bool | Unset = UNSET,

) -> FlatError | ListApiKeysResponse200 | None:
    """ List the user's API keys

     Newest first. Filters: name (contains), active.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        active (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListApiKeysResponse200
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
active=active,

    )).parsed

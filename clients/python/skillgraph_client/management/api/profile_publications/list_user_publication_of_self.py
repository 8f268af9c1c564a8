from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_user_publication_of_self_order_byname import ListUserPublicationOfSelfOrderByname
from ...models.list_user_publication_of_self_order_byrelease_date import ListUserPublicationOfSelfOrderByreleaseDate
from ...models.user_publication_collection import UserPublicationCollection
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    user_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListUserPublicationOfSelfOrderByname | Unset = UNSET,
    order_byrelease_date: ListUserPublicationOfSelfOrderByreleaseDate | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["name"] = name

    json_order_byname: str | Unset = UNSET
    if not isinstance(order_byname, Unset):
        json_order_byname = order_byname.value

    params["orderBy[name]"] = json_order_byname

    json_order_byrelease_date: str | Unset = UNSET
    if not isinstance(order_byrelease_date, Unset):
        json_order_byrelease_date = order_byrelease_date.value

    params["orderBy[release_date]"] = json_order_byrelease_date


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/users/{user_id}/publications".format(user_id=quote(str(user_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | UserPublicationCollection | None:
    if response.status_code == 200:
        response_200 = UserPublicationCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | UserPublicationCollection]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListUserPublicationOfSelfOrderByname | Unset = UNSET,
    order_byrelease_date: ListUserPublicationOfSelfOrderByreleaseDate | Unset = UNSET,

) -> Response[FlatError | UserPublicationCollection]:
    """ List user publications (own user)

     A publication (JSON Resume `publications`).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[release_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListUserPublicationOfSelfOrderByname | Unset):
        order_byrelease_date (ListUserPublicationOfSelfOrderByreleaseDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserPublicationCollection]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_byrelease_date=order_byrelease_date,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListUserPublicationOfSelfOrderByname | Unset = UNSET,
    order_byrelease_date: ListUserPublicationOfSelfOrderByreleaseDate | Unset = UNSET,

) -> FlatError | UserPublicationCollection | None:
    """ List user publications (own user)

     A publication (JSON Resume `publications`).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[release_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListUserPublicationOfSelfOrderByname | Unset):
        order_byrelease_date (ListUserPublicationOfSelfOrderByreleaseDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserPublicationCollection
     """


    return sync_detailed(
        user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_byrelease_date=order_byrelease_date,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListUserPublicationOfSelfOrderByname | Unset = UNSET,
    order_byrelease_date: ListUserPublicationOfSelfOrderByreleaseDate | Unset = UNSET,

) -> Response[FlatError | UserPublicationCollection]:
    """ List user publications (own user)

     A publication (JSON Resume `publications`).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[release_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListUserPublicationOfSelfOrderByname | Unset):
        order_byrelease_date (ListUserPublicationOfSelfOrderByreleaseDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserPublicationCollection]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_byrelease_date=order_byrelease_date,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListUserPublicationOfSelfOrderByname | Unset = UNSET,
    order_byrelease_date: ListUserPublicationOfSelfOrderByreleaseDate | Unset = UNSET,

) -> FlatError | UserPublicationCollection | None:
    """ List user publications (own user)

     A publication (JSON Resume `publications`).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[release_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListUserPublicationOfSelfOrderByname | Unset):
        order_byrelease_date (ListUserPublicationOfSelfOrderByreleaseDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserPublicationCollection
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_byrelease_date=order_byrelease_date,

    )).parsed

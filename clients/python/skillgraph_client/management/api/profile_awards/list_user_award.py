from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_user_award_order_bydate import ListUserAwardOrderBydate
from ...models.list_user_award_order_bytitle import ListUserAwardOrderBytitle
from ...models.user_award_collection import UserAwardCollection
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    title: str | Unset = UNSET,
    order_bytitle: ListUserAwardOrderBytitle | Unset = UNSET,
    order_bydate: ListUserAwardOrderBydate | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["title"] = title

    json_order_bytitle: str | Unset = UNSET
    if not isinstance(order_bytitle, Unset):
        json_order_bytitle = order_bytitle.value

    params["orderBy[title]"] = json_order_bytitle

    json_order_bydate: str | Unset = UNSET
    if not isinstance(order_bydate, Unset):
        json_order_bydate = order_bydate.value

    params["orderBy[date]"] = json_order_bydate


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/users/{user_id}/awards".format(organisation_id=quote(str(organisation_id), safe=""),user_id=quote(str(user_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | UserAwardCollection | None:
    if response.status_code == 200:
        response_200 = UserAwardCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | UserAwardCollection]:
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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    title: str | Unset = UNSET,
    order_bytitle: ListUserAwardOrderBytitle | Unset = UNSET,
    order_bydate: ListUserAwardOrderBydate | Unset = UNSET,

) -> Response[FlatError | UserAwardCollection]:
    """ List user awards

     An award (JSON Resume `awards`).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `title` (contains). Order: `orderBy[title]`, `orderBy[date]` (asc or desc; several apply in
    the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        title (str | Unset):
        order_bytitle (ListUserAwardOrderBytitle | Unset):
        order_bydate (ListUserAwardOrderBydate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserAwardCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
page=page,
items_per_page=items_per_page,
title=title,
order_bytitle=order_bytitle,
order_bydate=order_bydate,

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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    title: str | Unset = UNSET,
    order_bytitle: ListUserAwardOrderBytitle | Unset = UNSET,
    order_bydate: ListUserAwardOrderBydate | Unset = UNSET,

) -> FlatError | UserAwardCollection | None:
    """ List user awards

     An award (JSON Resume `awards`).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `title` (contains). Order: `orderBy[title]`, `orderBy[date]` (asc or desc; several apply in
    the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        title (str | Unset):
        order_bytitle (ListUserAwardOrderBytitle | Unset):
        order_bydate (ListUserAwardOrderBydate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserAwardCollection
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
title=title,
order_bytitle=order_bytitle,
order_bydate=order_bydate,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    title: str | Unset = UNSET,
    order_bytitle: ListUserAwardOrderBytitle | Unset = UNSET,
    order_bydate: ListUserAwardOrderBydate | Unset = UNSET,

) -> Response[FlatError | UserAwardCollection]:
    """ List user awards

     An award (JSON Resume `awards`).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `title` (contains). Order: `orderBy[title]`, `orderBy[date]` (asc or desc; several apply in
    the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        title (str | Unset):
        order_bytitle (ListUserAwardOrderBytitle | Unset):
        order_bydate (ListUserAwardOrderBydate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserAwardCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
page=page,
items_per_page=items_per_page,
title=title,
order_bytitle=order_bytitle,
order_bydate=order_bydate,

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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    title: str | Unset = UNSET,
    order_bytitle: ListUserAwardOrderBytitle | Unset = UNSET,
    order_bydate: ListUserAwardOrderBydate | Unset = UNSET,

) -> FlatError | UserAwardCollection | None:
    """ List user awards

     An award (JSON Resume `awards`).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `title` (contains). Order: `orderBy[title]`, `orderBy[date]` (asc or desc; several apply in
    the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        title (str | Unset):
        order_bytitle (ListUserAwardOrderBytitle | Unset):
        order_bydate (ListUserAwardOrderBydate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserAwardCollection
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
title=title,
order_bytitle=order_bytitle,
order_bydate=order_bydate,

    )).parsed

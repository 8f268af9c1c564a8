from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_offer_user_by_user_order_bycreated_at import ListOfferUserByUserOrderBycreatedAt
from ...models.offer_user_collection import OfferUserCollection
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id_path: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    user_id_query: str | Unset = UNSET,
    status: str | Unset = UNSET,
    order_bycreated_at: ListOfferUserByUserOrderBycreatedAt | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["user_id"] = user_id_query

    params["status"] = status

    json_order_bycreated_at: str | Unset = UNSET
    if not isinstance(order_bycreated_at, Unset):
        json_order_bycreated_at = order_bycreated_at.value

    params["orderBy[created_at]"] = json_order_bycreated_at


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/users/{user_id_path}/offerUsers".format(organisation_id=quote(str(organisation_id), safe=""),user_id_path=quote(str(user_id_path), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | OfferUserCollection | None:
    if response.status_code == 200:
        response_200 = OfferUserCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | OfferUserCollection]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    user_id_path: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    user_id_query: str | Unset = UNSET,
    status: str | Unset = UNSET,
    order_bycreated_at: ListOfferUserByUserOrderBycreatedAt | Unset = UNSET,

) -> Response[FlatError | OfferUserCollection]:
    """ List offer users of a user

     A user of the organisation considered for an offer (internal mobility), with where they stand.
    user_id must be a user of the organisation (400 otherwise).

    The user's entries on the organisation's offers. 404 when the user is not in it.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `user_id` (equals), `status` (equals). Order: `orderBy[created_at]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id_path (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        user_id_query (str | Unset):
        status (str | Unset):
        order_bycreated_at (ListOfferUserByUserOrderBycreatedAt | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OfferUserCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id_path=user_id_path,
page=page,
items_per_page=items_per_page,
user_id_query=user_id_query,
status=status,
order_bycreated_at=order_bycreated_at,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    user_id_path: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    user_id_query: str | Unset = UNSET,
    status: str | Unset = UNSET,
    order_bycreated_at: ListOfferUserByUserOrderBycreatedAt | Unset = UNSET,

) -> FlatError | OfferUserCollection | None:
    """ List offer users of a user

     A user of the organisation considered for an offer (internal mobility), with where they stand.
    user_id must be a user of the organisation (400 otherwise).

    The user's entries on the organisation's offers. 404 when the user is not in it.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `user_id` (equals), `status` (equals). Order: `orderBy[created_at]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id_path (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        user_id_query (str | Unset):
        status (str | Unset):
        order_bycreated_at (ListOfferUserByUserOrderBycreatedAt | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OfferUserCollection
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id_path=user_id_path,
client=client,
page=page,
items_per_page=items_per_page,
user_id_query=user_id_query,
status=status,
order_bycreated_at=order_bycreated_at,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id_path: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    user_id_query: str | Unset = UNSET,
    status: str | Unset = UNSET,
    order_bycreated_at: ListOfferUserByUserOrderBycreatedAt | Unset = UNSET,

) -> Response[FlatError | OfferUserCollection]:
    """ List offer users of a user

     A user of the organisation considered for an offer (internal mobility), with where they stand.
    user_id must be a user of the organisation (400 otherwise).

    The user's entries on the organisation's offers. 404 when the user is not in it.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `user_id` (equals), `status` (equals). Order: `orderBy[created_at]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id_path (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        user_id_query (str | Unset):
        status (str | Unset):
        order_bycreated_at (ListOfferUserByUserOrderBycreatedAt | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OfferUserCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id_path=user_id_path,
page=page,
items_per_page=items_per_page,
user_id_query=user_id_query,
status=status,
order_bycreated_at=order_bycreated_at,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    user_id_path: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    user_id_query: str | Unset = UNSET,
    status: str | Unset = UNSET,
    order_bycreated_at: ListOfferUserByUserOrderBycreatedAt | Unset = UNSET,

) -> FlatError | OfferUserCollection | None:
    """ List offer users of a user

     A user of the organisation considered for an offer (internal mobility), with where they stand.
    user_id must be a user of the organisation (400 otherwise).

    The user's entries on the organisation's offers. 404 when the user is not in it.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `user_id` (equals), `status` (equals). Order: `orderBy[created_at]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        user_id_path (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        user_id_query (str | Unset):
        status (str | Unset):
        order_bycreated_at (ListOfferUserByUserOrderBycreatedAt | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OfferUserCollection
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id_path=user_id_path,
client=client,
page=page,
items_per_page=items_per_page,
user_id_query=user_id_query,
status=status,
order_bycreated_at=order_bycreated_at,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_organisations_order_byname import ListOrganisationsOrderByname
from ...models.list_organisations_response_200 import ListOrganisationsResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListOrganisationsOrderByname | Unset = ListOrganisationsOrderByname.ASC,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["name"] = name

    json_order_byname: str | Unset = UNSET
    if not isinstance(order_byname, Unset):
        json_order_byname = order_byname.value

    params["orderBy[name]"] = json_order_byname


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ListOrganisationsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListOrganisationsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ListOrganisationsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListOrganisationsOrderByname | Unset = ListOrganisationsOrderByname.ASC,

) -> Response[FlatError | ListOrganisationsResponse200]:
    """ List organisations

     The master key sees every organisation; other callers see their own.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListOrganisationsOrderByname | Unset):  Default:
            ListOrganisationsOrderByname.ASC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListOrganisationsResponse200]
     """


    kwargs = _get_kwargs(
        page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListOrganisationsOrderByname | Unset = ListOrganisationsOrderByname.ASC,

) -> FlatError | ListOrganisationsResponse200 | None:
    """ List organisations

     The master key sees every organisation; other callers see their own.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListOrganisationsOrderByname | Unset):  Default:
            ListOrganisationsOrderByname.ASC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListOrganisationsResponse200
     """


    return sync_detailed(
        client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListOrganisationsOrderByname | Unset = ListOrganisationsOrderByname.ASC,

) -> Response[FlatError | ListOrganisationsResponse200]:
    """ List organisations

     The master key sees every organisation; other callers see their own.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListOrganisationsOrderByname | Unset):  Default:
            ListOrganisationsOrderByname.ASC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListOrganisationsResponse200]
     """


    kwargs = _get_kwargs(
        page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListOrganisationsOrderByname | Unset = ListOrganisationsOrderByname.ASC,

) -> FlatError | ListOrganisationsResponse200 | None:
    """ List organisations

     The master key sees every organisation; other callers see their own.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListOrganisationsOrderByname | Unset):  Default:
            ListOrganisationsOrderByname.ASC.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListOrganisationsResponse200
     """


    return (await asyncio_detailed(
        client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,

    )).parsed

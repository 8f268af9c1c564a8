from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_plans_code import ListPlansCode
from ...models.list_plans_order_byprice_monthly_eur import ListPlansOrderBypriceMonthlyEur
from ...models.list_plans_order_bysort_order import ListPlansOrderBysortOrder
from ...models.list_plans_response_200 import ListPlansResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    code: ListPlansCode | Unset = UNSET,
    is_public: bool | Unset = UNSET,
    order_bysort_order: ListPlansOrderBysortOrder | Unset = UNSET,
    order_byprice_monthly_eur: ListPlansOrderBypriceMonthlyEur | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    json_code: str | Unset = UNSET
    if not isinstance(code, Unset):
        json_code = code.value

    params["code"] = json_code

    params["is_public"] = is_public

    json_order_bysort_order: str | Unset = UNSET
    if not isinstance(order_bysort_order, Unset):
        json_order_bysort_order = order_bysort_order.value

    params["orderBy[sort_order]"] = json_order_bysort_order

    json_order_byprice_monthly_eur: str | Unset = UNSET
    if not isinstance(order_byprice_monthly_eur, Unset):
        json_order_byprice_monthly_eur = order_byprice_monthly_eur.value

    params["orderBy[price_monthly_eur]"] = json_order_byprice_monthly_eur


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/plans",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ListPlansResponse200 | None:
    if response.status_code == 200:
        response_200 = ListPlansResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ListPlansResponse200]:
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
    code: ListPlansCode | Unset = UNSET,
    is_public: bool | Unset = UNSET,
    order_bysort_order: ListPlansOrderBysortOrder | Unset = UNSET,
    order_byprice_monthly_eur: ListPlansOrderBypriceMonthlyEur | Unset = UNSET,

) -> Response[FlatError | ListPlansResponse200]:
    """ Plans

     Every plan with its route_access. Filters: code, is_public. Ordering: orderBy[sort_order] and
    orderBy[price_monthly_eur] (asc or desc, applied in the order given; by-quote plans, without a
    price, come last); sort_order ascending by default.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        code (ListPlansCode | Unset):
        is_public (bool | Unset):
        order_bysort_order (ListPlansOrderBysortOrder | Unset):
        order_byprice_monthly_eur (ListPlansOrderBypriceMonthlyEur | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListPlansResponse200]
     """


    kwargs = _get_kwargs(
        page=page,
items_per_page=items_per_page,
code=code,
is_public=is_public,
order_bysort_order=order_bysort_order,
order_byprice_monthly_eur=order_byprice_monthly_eur,

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
    code: ListPlansCode | Unset = UNSET,
    is_public: bool | Unset = UNSET,
    order_bysort_order: ListPlansOrderBysortOrder | Unset = UNSET,
    order_byprice_monthly_eur: ListPlansOrderBypriceMonthlyEur | Unset = UNSET,

) -> FlatError | ListPlansResponse200 | None:
    """ Plans

     Every plan with its route_access. Filters: code, is_public. Ordering: orderBy[sort_order] and
    orderBy[price_monthly_eur] (asc or desc, applied in the order given; by-quote plans, without a
    price, come last); sort_order ascending by default.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        code (ListPlansCode | Unset):
        is_public (bool | Unset):
        order_bysort_order (ListPlansOrderBysortOrder | Unset):
        order_byprice_monthly_eur (ListPlansOrderBypriceMonthlyEur | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListPlansResponse200
     """


    return sync_detailed(
        client=client,
page=page,
items_per_page=items_per_page,
code=code,
is_public=is_public,
order_bysort_order=order_bysort_order,
order_byprice_monthly_eur=order_byprice_monthly_eur,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    code: ListPlansCode | Unset = UNSET,
    is_public: bool | Unset = UNSET,
    order_bysort_order: ListPlansOrderBysortOrder | Unset = UNSET,
    order_byprice_monthly_eur: ListPlansOrderBypriceMonthlyEur | Unset = UNSET,

) -> Response[FlatError | ListPlansResponse200]:
    """ Plans

     Every plan with its route_access. Filters: code, is_public. Ordering: orderBy[sort_order] and
    orderBy[price_monthly_eur] (asc or desc, applied in the order given; by-quote plans, without a
    price, come last); sort_order ascending by default.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        code (ListPlansCode | Unset):
        is_public (bool | Unset):
        order_bysort_order (ListPlansOrderBysortOrder | Unset):
        order_byprice_monthly_eur (ListPlansOrderBypriceMonthlyEur | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ListPlansResponse200]
     """


    kwargs = _get_kwargs(
        page=page,
items_per_page=items_per_page,
code=code,
is_public=is_public,
order_bysort_order=order_bysort_order,
order_byprice_monthly_eur=order_byprice_monthly_eur,

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
    code: ListPlansCode | Unset = UNSET,
    is_public: bool | Unset = UNSET,
    order_bysort_order: ListPlansOrderBysortOrder | Unset = UNSET,
    order_byprice_monthly_eur: ListPlansOrderBypriceMonthlyEur | Unset = UNSET,

) -> FlatError | ListPlansResponse200 | None:
    """ Plans

     Every plan with its route_access. Filters: code, is_public. Ordering: orderBy[sort_order] and
    orderBy[price_monthly_eur] (asc or desc, applied in the order given; by-quote plans, without a
    price, come last); sort_order ascending by default.

    Args:
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        code (ListPlansCode | Unset):
        is_public (bool | Unset):
        order_bysort_order (ListPlansOrderBysortOrder | Unset):
        order_byprice_monthly_eur (ListPlansOrderBypriceMonthlyEur | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ListPlansResponse200
     """


    return (await asyncio_detailed(
        client=client,
page=page,
items_per_page=items_per_page,
code=code,
is_public=is_public,
order_bysort_order=order_bysort_order,
order_byprice_monthly_eur=order_byprice_monthly_eur,

    )).parsed

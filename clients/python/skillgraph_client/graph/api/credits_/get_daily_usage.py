from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_daily_usage_response_200 import GetDailyUsageResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    days: int | Unset = 30,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["days"] = days


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/credits/daily",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetDailyUsageResponse200 | None:
    if response.status_code == 200:
        response_200 = GetDailyUsageResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetDailyUsageResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    days: int | Unset = 30,

) -> Response[FlatError | GetDailyUsageResponse200]:
    """ Requests and credits per day

     The calling organisation’s charged requests and credits on each of the last `days` UTC days, oldest
    first, today last; a day without a charged call counts zero. Refunded (failed) calls are not
    counted. Free to call. Same freshness as /v1/credits.

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetDailyUsageResponse200]
     """


    kwargs = _get_kwargs(
        days=days,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    days: int | Unset = 30,

) -> FlatError | GetDailyUsageResponse200 | None:
    """ Requests and credits per day

     The calling organisation’s charged requests and credits on each of the last `days` UTC days, oldest
    first, today last; a day without a charged call counts zero. Refunded (failed) calls are not
    counted. Free to call. Same freshness as /v1/credits.

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetDailyUsageResponse200
     """


    return sync_detailed(
        client=client,
days=days,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    days: int | Unset = 30,

) -> Response[FlatError | GetDailyUsageResponse200]:
    """ Requests and credits per day

     The calling organisation’s charged requests and credits on each of the last `days` UTC days, oldest
    first, today last; a day without a charged call counts zero. Refunded (failed) calls are not
    counted. Free to call. Same freshness as /v1/credits.

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetDailyUsageResponse200]
     """


    kwargs = _get_kwargs(
        days=days,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    days: int | Unset = 30,

) -> FlatError | GetDailyUsageResponse200 | None:
    """ Requests and credits per day

     The calling organisation’s charged requests and credits on each of the last `days` UTC days, oldest
    first, today last; a day without a charged call counts zero. Refunded (failed) calls are not
    counted. Free to call. Same freshness as /v1/credits.

    Args:
        days (int | Unset):  Default: 30.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetDailyUsageResponse200
     """


    return (await asyncio_detailed(
        client=client,
days=days,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_credits_response_200 import GetCreditsResponse200
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/credits",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetCreditsResponse200 | None:
    if response.status_code == 200:
        response_200 = GetCreditsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetCreditsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetCreditsResponse200]:
    """ Credit balance and billing mode

     The calling organisation’s plan, billing mode, monthly quota and what is used of it, overage credits
    and their price this period, today’s requests against the daily limit, and the cost of every metered
    route. Quotas are per calendar month (renewed on the 1st, 00:00 UTC); request limits per UTC day.
    Only successful calls are charged. Free to call. Includes every call this API process admitted;
    calls admitted by other processes of a cluster appear within about a second.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetCreditsResponse200]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetCreditsResponse200 | None:
    """ Credit balance and billing mode

     The calling organisation’s plan, billing mode, monthly quota and what is used of it, overage credits
    and their price this period, today’s requests against the daily limit, and the cost of every metered
    route. Quotas are per calendar month (renewed on the 1st, 00:00 UTC); request limits per UTC day.
    Only successful calls are charged. Free to call. Includes every call this API process admitted;
    calls admitted by other processes of a cluster appear within about a second.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetCreditsResponse200
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetCreditsResponse200]:
    """ Credit balance and billing mode

     The calling organisation’s plan, billing mode, monthly quota and what is used of it, overage credits
    and their price this period, today’s requests against the daily limit, and the cost of every metered
    route. Quotas are per calendar month (renewed on the 1st, 00:00 UTC); request limits per UTC day.
    Only successful calls are charged. Free to call. Includes every call this API process admitted;
    calls admitted by other processes of a cluster appear within about a second.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetCreditsResponse200]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetCreditsResponse200 | None:
    """ Credit balance and billing mode

     The calling organisation’s plan, billing mode, monthly quota and what is used of it, overage credits
    and their price this period, today’s requests against the daily limit, and the cost of every metered
    route. Quotas are per calendar month (renewed on the 1st, 00:00 UTC); request limits per UTC day.
    Only successful calls are charged. Free to call. Includes every call this API process admitted;
    calls admitted by other processes of a cluster appear within about a second.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetCreditsResponse200
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed

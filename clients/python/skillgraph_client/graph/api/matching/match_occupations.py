from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.match_occupations_body import MatchOccupationsBody
from ...models.match_occupations_response_200 import MatchOccupationsResponse200
from typing import cast



def _get_kwargs(
    *,
    body: MatchOccupationsBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/match/occupation",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | MatchOccupationsResponse200 | None:
    if response.status_code == 200:
        response_200 = MatchOccupationsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = FlatError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = FlatError.from_dict(response.json())



        return response_401

    if response.status_code == 402:
        response_402 = FlatError.from_dict(response.json())



        return response_402

    if response.status_code == 403:
        response_403 = FlatError.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = FlatError.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | MatchOccupationsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchOccupationsBody,

) -> Response[FlatError | MatchOccupationsResponse200]:
    """ Job titles to occupations

     Normalises job titles in any supported language to ranked occupations across frameworks (ESCO, ROME,
    O*NET, ONS). Give `title` or `titles` (up to 100). A list is answered in order, each title as it
    would be alone; its titles are searched together, so one call of many titles costs much less than a
    call for each.

    Cost: 2 credits per successful call.

    Args:
        body (MatchOccupationsBody): One job title (`title`) or up to 100 (`titles`), in any
            supported language

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MatchOccupationsResponse200]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MatchOccupationsBody,

) -> FlatError | MatchOccupationsResponse200 | None:
    """ Job titles to occupations

     Normalises job titles in any supported language to ranked occupations across frameworks (ESCO, ROME,
    O*NET, ONS). Give `title` or `titles` (up to 100). A list is answered in order, each title as it
    would be alone; its titles are searched together, so one call of many titles costs much less than a
    call for each.

    Cost: 2 credits per successful call.

    Args:
        body (MatchOccupationsBody): One job title (`title`) or up to 100 (`titles`), in any
            supported language

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MatchOccupationsResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchOccupationsBody,

) -> Response[FlatError | MatchOccupationsResponse200]:
    """ Job titles to occupations

     Normalises job titles in any supported language to ranked occupations across frameworks (ESCO, ROME,
    O*NET, ONS). Give `title` or `titles` (up to 100). A list is answered in order, each title as it
    would be alone; its titles are searched together, so one call of many titles costs much less than a
    call for each.

    Cost: 2 credits per successful call.

    Args:
        body (MatchOccupationsBody): One job title (`title`) or up to 100 (`titles`), in any
            supported language

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MatchOccupationsResponse200]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MatchOccupationsBody,

) -> FlatError | MatchOccupationsResponse200 | None:
    """ Job titles to occupations

     Normalises job titles in any supported language to ranked occupations across frameworks (ESCO, ROME,
    O*NET, ONS). Give `title` or `titles` (up to 100). A list is answered in order, each title as it
    would be alone; its titles are searched together, so one call of many titles costs much less than a
    call for each.

    Cost: 2 credits per successful call.

    Args:
        body (MatchOccupationsBody): One job title (`title`) or up to 100 (`titles`), in any
            supported language

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MatchOccupationsResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

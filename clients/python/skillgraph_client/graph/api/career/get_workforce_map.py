from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_workforce_map_response_200 import GetWorkforceMapResponse200
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/workforce/map/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetWorkforceMapResponse200 | None:
    if response.status_code == 200:
        response_200 = GetWorkforceMapResponse200.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = FlatError.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetWorkforceMapResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetWorkforceMapResponse200]:
    """ A workforce mapping job (beta)

     Progress of a mapping job of your organisation and, once done, its results. Jobs are durable: one
    whose API process stopped (crash, restart, deploy) reads `queued` until another process resumes it
    where it stood (its lease lapses within a minute; a graceful stop hands it over at once); a job
    whose process died three times is `failed`.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetWorkforceMapResponse200]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetWorkforceMapResponse200 | None:
    """ A workforce mapping job (beta)

     Progress of a mapping job of your organisation and, once done, its results. Jobs are durable: one
    whose API process stopped (crash, restart, deploy) reads `queued` until another process resumes it
    where it stood (its lease lapses within a minute; a graceful stop hands it over at once); a job
    whose process died three times is `failed`.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetWorkforceMapResponse200
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetWorkforceMapResponse200]:
    """ A workforce mapping job (beta)

     Progress of a mapping job of your organisation and, once done, its results. Jobs are durable: one
    whose API process stopped (crash, restart, deploy) reads `queued` until another process resumes it
    where it stood (its lease lapses within a minute; a graceful stop hands it over at once); a job
    whose process died three times is `failed`.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetWorkforceMapResponse200]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetWorkforceMapResponse200 | None:
    """ A workforce mapping job (beta)

     Progress of a mapping job of your organisation and, once done, its results. Jobs are durable: one
    whose API process stopped (crash, restart, deploy) reads `queued` until another process resumes it
    where it stood (its lease lapses within a minute; a graceful stop hands it over at once); a job
    whose process died three times is `failed`.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetWorkforceMapResponse200
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed

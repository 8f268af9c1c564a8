from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.health_response_200 import HealthResponse200
from ...models.health_response_500 import HealthResponse500
from ...models.hydra_error import HydraError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    x_internal_token: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_internal_token, Unset):
        headers["x-internal-token"] = x_internal_token



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/health",
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HealthResponse200 | HealthResponse500 | HydraError | None:
    if response.status_code == 200:
        response_200 = HealthResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = HydraError.from_dict(response.json())



        return response_400

    if response.status_code == 500:
        response_500 = HealthResponse500.from_dict(response.json())



        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HealthResponse200 | HealthResponse500 | HydraError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_internal_token: str | Unset = UNSET,

) -> Response[HealthResponse200 | HealthResponse500 | HydraError]:
    """ Service health

     Status of the graph (`gyre`: Neo4j answers and no search index has failed) and of the record store
    (`mongodb`, the wire name kept from earlier versions; here a read/write probe on Neo4j). 200 when
    both are healthy, 500 otherwise. Each probe is bounded to a few seconds; while the database is slow
    to answer (a bulk load), a healthy check at most 5 s old answers after 50 ms. With a valid
    `X-Internal-Token` the body adds `diagnostics` (timestamps, host, versions, index states, how many
    concepts semantic search covers, the data loads and embedding runs of this process with their
    progress, the embedding model process, the event-loop delay, query pool figures).

    Args:
        x_internal_token (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HealthResponse200 | HealthResponse500 | HydraError]
     """


    kwargs = _get_kwargs(
        x_internal_token=x_internal_token,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    x_internal_token: str | Unset = UNSET,

) -> HealthResponse200 | HealthResponse500 | HydraError | None:
    """ Service health

     Status of the graph (`gyre`: Neo4j answers and no search index has failed) and of the record store
    (`mongodb`, the wire name kept from earlier versions; here a read/write probe on Neo4j). 200 when
    both are healthy, 500 otherwise. Each probe is bounded to a few seconds; while the database is slow
    to answer (a bulk load), a healthy check at most 5 s old answers after 50 ms. With a valid
    `X-Internal-Token` the body adds `diagnostics` (timestamps, host, versions, index states, how many
    concepts semantic search covers, the data loads and embedding runs of this process with their
    progress, the embedding model process, the event-loop delay, query pool figures).

    Args:
        x_internal_token (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HealthResponse200 | HealthResponse500 | HydraError
     """


    return sync_detailed(
        client=client,
x_internal_token=x_internal_token,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_internal_token: str | Unset = UNSET,

) -> Response[HealthResponse200 | HealthResponse500 | HydraError]:
    """ Service health

     Status of the graph (`gyre`: Neo4j answers and no search index has failed) and of the record store
    (`mongodb`, the wire name kept from earlier versions; here a read/write probe on Neo4j). 200 when
    both are healthy, 500 otherwise. Each probe is bounded to a few seconds; while the database is slow
    to answer (a bulk load), a healthy check at most 5 s old answers after 50 ms. With a valid
    `X-Internal-Token` the body adds `diagnostics` (timestamps, host, versions, index states, how many
    concepts semantic search covers, the data loads and embedding runs of this process with their
    progress, the embedding model process, the event-loop delay, query pool figures).

    Args:
        x_internal_token (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HealthResponse200 | HealthResponse500 | HydraError]
     """


    kwargs = _get_kwargs(
        x_internal_token=x_internal_token,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_internal_token: str | Unset = UNSET,

) -> HealthResponse200 | HealthResponse500 | HydraError | None:
    """ Service health

     Status of the graph (`gyre`: Neo4j answers and no search index has failed) and of the record store
    (`mongodb`, the wire name kept from earlier versions; here a read/write probe on Neo4j). 200 when
    both are healthy, 500 otherwise. Each probe is bounded to a few seconds; while the database is slow
    to answer (a bulk load), a healthy check at most 5 s old answers after 50 ms. With a valid
    `X-Internal-Token` the body adds `diagnostics` (timestamps, host, versions, index states, how many
    concepts semantic search covers, the data loads and embedding runs of this process with their
    progress, the embedding model process, the event-loop delay, query pool figures).

    Args:
        x_internal_token (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HealthResponse200 | HealthResponse500 | HydraError
     """


    return (await asyncio_detailed(
        client=client,
x_internal_token=x_internal_token,

    )).parsed

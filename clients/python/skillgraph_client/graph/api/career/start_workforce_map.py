from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.start_workforce_map_body import StartWorkforceMapBody
from ...models.start_workforce_map_response_200 import StartWorkforceMapResponse200
from ...models.start_workforce_map_response_202 import StartWorkforceMapResponse202
from typing import cast



def _get_kwargs(
    *,
    body: StartWorkforceMapBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/workforce/map",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202 | None:
    if response.status_code == 200:
        response_200 = StartWorkforceMapResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = StartWorkforceMapResponse202.from_dict(response.json())



        return response_202

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartWorkforceMapBody,

) -> Response[FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202]:
    """ Map a job architecture onto a framework (beta)

     Maps each row (a job title, optionally with a description) to the closest occupations of
    `target_framework`, best first, with their confidence. Up to 100 rows are answered at once (200,
    status done). Larger inputs (up to 5,000 rows) start a job: 202 with its id and progress, then GET
    /v1/workforce/map/{id} shows the progress and, once done, the results (kept in the graph, readable
    from any API process, and resumed by another if its process stops). 10 credits per call; paid plans
    only (403 on Discovery and Builder).

    Cost: 10 credits per successful call.

    Args:
        body (StartWorkforceMapBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202]
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
    body: StartWorkforceMapBody,

) -> FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202 | None:
    """ Map a job architecture onto a framework (beta)

     Maps each row (a job title, optionally with a description) to the closest occupations of
    `target_framework`, best first, with their confidence. Up to 100 rows are answered at once (200,
    status done). Larger inputs (up to 5,000 rows) start a job: 202 with its id and progress, then GET
    /v1/workforce/map/{id} shows the progress and, once done, the results (kept in the graph, readable
    from any API process, and resumed by another if its process stops). 10 credits per call; paid plans
    only (403 on Discovery and Builder).

    Cost: 10 credits per successful call.

    Args:
        body (StartWorkforceMapBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartWorkforceMapBody,

) -> Response[FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202]:
    """ Map a job architecture onto a framework (beta)

     Maps each row (a job title, optionally with a description) to the closest occupations of
    `target_framework`, best first, with their confidence. Up to 100 rows are answered at once (200,
    status done). Larger inputs (up to 5,000 rows) start a job: 202 with its id and progress, then GET
    /v1/workforce/map/{id} shows the progress and, once done, the results (kept in the graph, readable
    from any API process, and resumed by another if its process stops). 10 credits per call; paid plans
    only (403 on Discovery and Builder).

    Cost: 10 credits per successful call.

    Args:
        body (StartWorkforceMapBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202]
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
    body: StartWorkforceMapBody,

) -> FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202 | None:
    """ Map a job architecture onto a framework (beta)

     Maps each row (a job title, optionally with a description) to the closest occupations of
    `target_framework`, best first, with their confidence. Up to 100 rows are answered at once (200,
    status done). Larger inputs (up to 5,000 rows) start a job: 202 with its id and progress, then GET
    /v1/workforce/map/{id} shows the progress and, once done, the results (kept in the graph, readable
    from any API process, and resumed by another if its process stops). 10 credits per call; paid plans
    only (403 on Discovery and Builder).

    Cost: 10 credits per successful call.

    Args:
        body (StartWorkforceMapBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | StartWorkforceMapResponse200 | StartWorkforceMapResponse202
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

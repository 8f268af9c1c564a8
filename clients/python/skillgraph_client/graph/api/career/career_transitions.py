from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.career_transitions_body import CareerTransitionsBody
from ...models.career_transitions_response_200 import CareerTransitionsResponse200
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    *,
    body: CareerTransitionsBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/career/transitions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CareerTransitionsResponse200 | FlatError | None:
    if response.status_code == 200:
        response_200 = CareerTransitionsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CareerTransitionsResponse200 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CareerTransitionsBody,

) -> Response[CareerTransitionsResponse200 | FlatError]:
    """ Career transitions (beta)

     Occupations to move to from an occupation (`from`: a reference or a framework code), found by a
    graph traversal: the occupations whose essential skills overlap those held (`skills`, by default the
    essential skills of `from`), ranked by the share of their essential skills already held
    (`shared_percentage`); transitions the frameworks state themselves (ROME mobility, O*NET related
    occupations) get 10 points more in `score` and `stated_by_framework`. `missing` lists what each
    still requires. `framework` limits the targets (default: the framework of `from`). 3 credits; paid
    plans only (403 on Discovery).

    Cost: 3 credits per successful call.

    Args:
        body (CareerTransitionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CareerTransitionsResponse200 | FlatError]
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
    body: CareerTransitionsBody,

) -> CareerTransitionsResponse200 | FlatError | None:
    """ Career transitions (beta)

     Occupations to move to from an occupation (`from`: a reference or a framework code), found by a
    graph traversal: the occupations whose essential skills overlap those held (`skills`, by default the
    essential skills of `from`), ranked by the share of their essential skills already held
    (`shared_percentage`); transitions the frameworks state themselves (ROME mobility, O*NET related
    occupations) get 10 points more in `score` and `stated_by_framework`. `missing` lists what each
    still requires. `framework` limits the targets (default: the framework of `from`). 3 credits; paid
    plans only (403 on Discovery).

    Cost: 3 credits per successful call.

    Args:
        body (CareerTransitionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CareerTransitionsResponse200 | FlatError
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CareerTransitionsBody,

) -> Response[CareerTransitionsResponse200 | FlatError]:
    """ Career transitions (beta)

     Occupations to move to from an occupation (`from`: a reference or a framework code), found by a
    graph traversal: the occupations whose essential skills overlap those held (`skills`, by default the
    essential skills of `from`), ranked by the share of their essential skills already held
    (`shared_percentage`); transitions the frameworks state themselves (ROME mobility, O*NET related
    occupations) get 10 points more in `score` and `stated_by_framework`. `missing` lists what each
    still requires. `framework` limits the targets (default: the framework of `from`). 3 credits; paid
    plans only (403 on Discovery).

    Cost: 3 credits per successful call.

    Args:
        body (CareerTransitionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CareerTransitionsResponse200 | FlatError]
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
    body: CareerTransitionsBody,

) -> CareerTransitionsResponse200 | FlatError | None:
    """ Career transitions (beta)

     Occupations to move to from an occupation (`from`: a reference or a framework code), found by a
    graph traversal: the occupations whose essential skills overlap those held (`skills`, by default the
    essential skills of `from`), ranked by the share of their essential skills already held
    (`shared_percentage`); transitions the frameworks state themselves (ROME mobility, O*NET related
    occupations) get 10 points more in `score` and `stated_by_framework`. `missing` lists what each
    still requires. `framework` limits the targets (default: the framework of `from`). 3 credits; paid
    plans only (403 on Discovery).

    Cost: 3 credits per successful call.

    Args:
        body (CareerTransitionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CareerTransitionsResponse200 | FlatError
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

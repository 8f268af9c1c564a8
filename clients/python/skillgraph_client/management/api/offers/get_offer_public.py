from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.offer import Offer
from typing import cast



def _get_kwargs(
    offer_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/offers/{offer_id}".format(offer_id=quote(str(offer_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | Offer | None:
    if response.status_code == 200:
        response_200 = Offer.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | Offer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    offer_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | Offer]:
    """ Get an offer (public)

     A job offer of the organisation. Offers are never deleted: close them (status closed). Published
    offers are also listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the
    graph.

    The published offers of every organisation, for job boards and candidates: any API key or Bearer
    token, no permission bit. Draft and closed offers are not shown (404).

    Args:
        offer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | Offer]
     """


    kwargs = _get_kwargs(
        offer_id=offer_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    offer_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | Offer | None:
    """ Get an offer (public)

     A job offer of the organisation. Offers are never deleted: close them (status closed). Published
    offers are also listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the
    graph.

    The published offers of every organisation, for job boards and candidates: any API key or Bearer
    token, no permission bit. Draft and closed offers are not shown (404).

    Args:
        offer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | Offer
     """


    return sync_detailed(
        offer_id=offer_id,
client=client,

    ).parsed

async def asyncio_detailed(
    offer_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | Offer]:
    """ Get an offer (public)

     A job offer of the organisation. Offers are never deleted: close them (status closed). Published
    offers are also listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the
    graph.

    The published offers of every organisation, for job boards and candidates: any API key or Bearer
    token, no permission bit. Draft and closed offers are not shown (404).

    Args:
        offer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | Offer]
     """


    kwargs = _get_kwargs(
        offer_id=offer_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    offer_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | Offer | None:
    """ Get an offer (public)

     A job offer of the organisation. Offers are never deleted: close them (status closed). Published
    offers are also listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the
    graph.

    The published offers of every organisation, for job boards and candidates: any API key or Bearer
    token, no permission bit. Draft and closed offers are not shown (404).

    Args:
        offer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | Offer
     """


    return (await asyncio_detailed(
        offer_id=offer_id,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.checkout_dto import CheckoutDto
from ...models.checkout_response_201 import CheckoutResponse201
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    organisation_id: str,
    *,
    body: CheckoutDto,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organisations/{organisation_id}/organisationPlans/checkout".format(organisation_id=quote(str(organisation_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CheckoutResponse201 | FlatError | None:
    if response.status_code == 201:
        response_201 = CheckoutResponse201.from_dict(response.json())



        return response_201

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

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CheckoutResponse201 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CheckoutDto,

) -> Response[CheckoutResponse201 | FlatError]:
    """ Open a checkout for a paid plan

     Creates a checkout session at the payment provider (Stripe) for the plan's monthly subscription and
    answers its payment page URL. Nothing changes until the provider reports the payment through its
    webhook; then the plan starts (source `checkout`). Free and by-quote plans are a 400; 503 when the
    server has no payment provider or the provider does not answer.

    Args:
        organisation_id (str):
        body (CheckoutDto):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckoutResponse201 | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CheckoutDto,

) -> CheckoutResponse201 | FlatError | None:
    """ Open a checkout for a paid plan

     Creates a checkout session at the payment provider (Stripe) for the plan's monthly subscription and
    answers its payment page URL. Nothing changes until the provider reports the payment through its
    webhook; then the plan starts (source `checkout`). Free and by-quote plans are a 400; 503 when the
    server has no payment provider or the provider does not answer.

    Args:
        organisation_id (str):
        body (CheckoutDto):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckoutResponse201 | FlatError
     """


    return sync_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CheckoutDto,

) -> Response[CheckoutResponse201 | FlatError]:
    """ Open a checkout for a paid plan

     Creates a checkout session at the payment provider (Stripe) for the plan's monthly subscription and
    answers its payment page URL. Nothing changes until the provider reports the payment through its
    webhook; then the plan starts (source `checkout`). Free and by-quote plans are a 400; 503 when the
    server has no payment provider or the provider does not answer.

    Args:
        organisation_id (str):
        body (CheckoutDto):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckoutResponse201 | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CheckoutDto,

) -> CheckoutResponse201 | FlatError | None:
    """ Open a checkout for a paid plan

     Creates a checkout session at the payment provider (Stripe) for the plan's monthly subscription and
    answers its payment page URL. Nothing changes until the provider reports the payment through its
    webhook; then the plan starts (source `checkout`). Free and by-quote plans are a 400; 503 when the
    server has no payment provider or the provider does not answer.

    Args:
        organisation_id (str):
        body (CheckoutDto):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckoutResponse201 | FlatError
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.payment_organisation_input import PaymentOrganisationInput
from ...models.replace_payment_organisation_response_200 import ReplacePaymentOrganisationResponse200
from typing import cast



def _get_kwargs(
    organisation_id: str,
    *,
    body: PaymentOrganisationInput,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/organisations/{organisation_id}/payment-organisation".format(organisation_id=quote(str(organisation_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ReplacePaymentOrganisationResponse200 | None:
    if response.status_code == 200:
        response_200 = ReplacePaymentOrganisationResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ReplacePaymentOrganisationResponse200]:
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
    body: PaymentOrganisationInput,

) -> Response[FlatError | ReplacePaymentOrganisationResponse200]:
    """ Replace the billing identity

     Replaces the four writable fields; creates the identity on the first call.

    Args:
        organisation_id (str):
        body (PaymentOrganisationInput): Replaces the billing identity. payment_provider,
            payment_customer_id and billing_status are set by the payment checkout and are not
            accepted here (400).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ReplacePaymentOrganisationResponse200]
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
    body: PaymentOrganisationInput,

) -> FlatError | ReplacePaymentOrganisationResponse200 | None:
    """ Replace the billing identity

     Replaces the four writable fields; creates the identity on the first call.

    Args:
        organisation_id (str):
        body (PaymentOrganisationInput): Replaces the billing identity. payment_provider,
            payment_customer_id and billing_status are set by the payment checkout and are not
            accepted here (400).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ReplacePaymentOrganisationResponse200
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
    body: PaymentOrganisationInput,

) -> Response[FlatError | ReplacePaymentOrganisationResponse200]:
    """ Replace the billing identity

     Replaces the four writable fields; creates the identity on the first call.

    Args:
        organisation_id (str):
        body (PaymentOrganisationInput): Replaces the billing identity. payment_provider,
            payment_customer_id and billing_status are set by the payment checkout and are not
            accepted here (400).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ReplacePaymentOrganisationResponse200]
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
    body: PaymentOrganisationInput,

) -> FlatError | ReplacePaymentOrganisationResponse200 | None:
    """ Replace the billing identity

     Replaces the four writable fields; creates the identity on the first call.

    Args:
        organisation_id (str):
        body (PaymentOrganisationInput): Replaces the billing identity. payment_provider,
            payment_customer_id and billing_status are set by the payment checkout and are not
            accepted here (400).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ReplacePaymentOrganisationResponse200
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    )).parsed

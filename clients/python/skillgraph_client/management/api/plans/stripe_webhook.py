from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.stripe_webhook_body import StripeWebhookBody
from ...models.stripe_webhook_response_200 import StripeWebhookResponse200
from typing import cast



def _get_kwargs(
    *,
    body: StripeWebhookBody,
    stripe_signature: str,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["stripe-signature"] = stripe_signature



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/webhooks/stripe",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | StripeWebhookResponse200 | None:
    if response.status_code == 200:
        response_200 = StripeWebhookResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = FlatError.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | StripeWebhookResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StripeWebhookBody,
    stripe_signature: str,

) -> Response[FlatError | StripeWebhookResponse200]:
    """ Stripe's webhook

     For Stripe only: configure this URL as a webhook endpoint with the events checkout.session.completed
    and checkout.session.async_payment_succeeded, and its signing secret as STRIPE_WEBHOOK_SECRET. The
    Stripe-Signature header is verified over the raw body (400 when it does not hold); a paid checkout
    starts its plan once, whatever the number of deliveries; other events are acknowledged and ignored.

    Args:
        stripe_signature (str):
        body (StripeWebhookBody): A Stripe event object

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | StripeWebhookResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
stripe_signature=stripe_signature,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: StripeWebhookBody,
    stripe_signature: str,

) -> FlatError | StripeWebhookResponse200 | None:
    """ Stripe's webhook

     For Stripe only: configure this URL as a webhook endpoint with the events checkout.session.completed
    and checkout.session.async_payment_succeeded, and its signing secret as STRIPE_WEBHOOK_SECRET. The
    Stripe-Signature header is verified over the raw body (400 when it does not hold); a paid checkout
    starts its plan once, whatever the number of deliveries; other events are acknowledged and ignored.

    Args:
        stripe_signature (str):
        body (StripeWebhookBody): A Stripe event object

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | StripeWebhookResponse200
     """


    return sync_detailed(
        client=client,
body=body,
stripe_signature=stripe_signature,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StripeWebhookBody,
    stripe_signature: str,

) -> Response[FlatError | StripeWebhookResponse200]:
    """ Stripe's webhook

     For Stripe only: configure this URL as a webhook endpoint with the events checkout.session.completed
    and checkout.session.async_payment_succeeded, and its signing secret as STRIPE_WEBHOOK_SECRET. The
    Stripe-Signature header is verified over the raw body (400 when it does not hold); a paid checkout
    starts its plan once, whatever the number of deliveries; other events are acknowledged and ignored.

    Args:
        stripe_signature (str):
        body (StripeWebhookBody): A Stripe event object

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | StripeWebhookResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
stripe_signature=stripe_signature,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: StripeWebhookBody,
    stripe_signature: str,

) -> FlatError | StripeWebhookResponse200 | None:
    """ Stripe's webhook

     For Stripe only: configure this URL as a webhook endpoint with the events checkout.session.completed
    and checkout.session.async_payment_succeeded, and its signing secret as STRIPE_WEBHOOK_SECRET. The
    Stripe-Signature header is verified over the raw body (400 when it does not hold); a paid checkout
    starts its plan once, whatever the number of deliveries; other events are acknowledged and ignored.

    Args:
        stripe_signature (str):
        body (StripeWebhookBody): A Stripe event object

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | StripeWebhookResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,
stripe_signature=stripe_signature,

    )).parsed

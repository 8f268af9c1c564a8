from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hydra_error import HydraError
from ...models.login_body import LoginBody
from ...models.login_response_200 import LoginResponse200
from typing import cast



def _get_kwargs(
    *,
    body: LoginBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/auth/login",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HydraError | LoginResponse200 | None:
    if response.status_code == 200:
        response_200 = LoginResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = HydraError.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = HydraError.from_dict(response.json())



        return response_401

    if response.status_code == 413:
        response_413 = HydraError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = HydraError.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = HydraError.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = HydraError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HydraError | LoginResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LoginBody,

) -> Response[HydraError | LoginResponse200]:
    """ Log in

     Exchanges an email and password for a Bearer access token and a refresh token. After 5 failed
    attempts on one email (or 50 from one IP) within 15 minutes, logins there are refused with 429 and
    Retry-After for 15 minutes. An unknown email and a wrong password get the same 401. Accounts are per
    organisation: an email with accounts in several organisations logs into the one named by
    `organisation_id` (its oldest account without it).

    Args:
        body (LoginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HydraError | LoginResponse200]
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
    body: LoginBody,

) -> HydraError | LoginResponse200 | None:
    """ Log in

     Exchanges an email and password for a Bearer access token and a refresh token. After 5 failed
    attempts on one email (or 50 from one IP) within 15 minutes, logins there are refused with 429 and
    Retry-After for 15 minutes. An unknown email and a wrong password get the same 401. Accounts are per
    organisation: an email with accounts in several organisations logs into the one named by
    `organisation_id` (its oldest account without it).

    Args:
        body (LoginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HydraError | LoginResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LoginBody,

) -> Response[HydraError | LoginResponse200]:
    """ Log in

     Exchanges an email and password for a Bearer access token and a refresh token. After 5 failed
    attempts on one email (or 50 from one IP) within 15 minutes, logins there are refused with 429 and
    Retry-After for 15 minutes. An unknown email and a wrong password get the same 401. Accounts are per
    organisation: an email with accounts in several organisations logs into the one named by
    `organisation_id` (its oldest account without it).

    Args:
        body (LoginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HydraError | LoginResponse200]
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
    body: LoginBody,

) -> HydraError | LoginResponse200 | None:
    """ Log in

     Exchanges an email and password for a Bearer access token and a refresh token. After 5 failed
    attempts on one email (or 50 from one IP) within 15 minutes, logins there are refused with 429 and
    Retry-After for 15 minutes. An unknown email and a wrong password get the same 401. Accounts are per
    organisation: an email with accounts in several organisations logs into the one named by
    `organisation_id` (its oldest account without it).

    Args:
        body (LoginBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HydraError | LoginResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

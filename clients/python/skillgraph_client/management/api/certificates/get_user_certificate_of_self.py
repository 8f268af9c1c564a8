from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.user_certificate import UserCertificate
from typing import cast



def _get_kwargs(
    user_id: str,
    certificate_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/users/{user_id}/certificates/{certificate_id}".format(user_id=quote(str(user_id), safe=""),certificate_id=quote(str(certificate_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | UserCertificate | None:
    if response.status_code == 200:
        response_200 = UserCertificate.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | UserCertificate]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    certificate_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | UserCertificate]:
    """ Get an user certificate (own user)

     A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the
    organisation's HR, under the organisation (the user must belong to it, else 404).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        certificate_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserCertificate]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
certificate_id=certificate_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    certificate_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | UserCertificate | None:
    """ Get an user certificate (own user)

     A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the
    organisation's HR, under the organisation (the user must belong to it, else 404).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        certificate_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserCertificate
     """


    return sync_detailed(
        user_id=user_id,
certificate_id=certificate_id,
client=client,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    certificate_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | UserCertificate]:
    """ Get an user certificate (own user)

     A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the
    organisation's HR, under the organisation (the user must belong to it, else 404).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        certificate_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserCertificate]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
certificate_id=certificate_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    certificate_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | UserCertificate | None:
    """ Get an user certificate (own user)

     A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the
    organisation's HR, under the organisation (the user must belong to it, else 404).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        certificate_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserCertificate
     """


    return (await asyncio_detailed(
        user_id=user_id,
certificate_id=certificate_id,
client=client,

    )).parsed

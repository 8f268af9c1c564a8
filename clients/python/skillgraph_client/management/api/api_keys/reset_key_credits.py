from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.reset_key_credits_response_200 import ResetKeyCreditsResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    dry_run: bool | Unset = False,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["dry_run"] = dry_run


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/apiKeys/reset-credits",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ResetKeyCreditsResponse200 | None:
    if response.status_code == 200:
        response_200 = ResetKeyCreditsResponse200.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ResetKeyCreditsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    dry_run: bool | Unset = False,

) -> Response[FlatError | ResetKeyCreditsResponse200]:
    """ Restore the credits of keys whose billing period has elapsed

     Master key only. A key’s billing period is the calendar month (UTC) of its first charge; keys whose
    period has ended get their credits back and a new period. Keys in their current period are
    untouched, so the call is idempotent. dry_run=true lists the keys without changing anything.

    Args:
        dry_run (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ResetKeyCreditsResponse200]
     """


    kwargs = _get_kwargs(
        dry_run=dry_run,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    dry_run: bool | Unset = False,

) -> FlatError | ResetKeyCreditsResponse200 | None:
    """ Restore the credits of keys whose billing period has elapsed

     Master key only. A key’s billing period is the calendar month (UTC) of its first charge; keys whose
    period has ended get their credits back and a new period. Keys in their current period are
    untouched, so the call is idempotent. dry_run=true lists the keys without changing anything.

    Args:
        dry_run (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ResetKeyCreditsResponse200
     """


    return sync_detailed(
        client=client,
dry_run=dry_run,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    dry_run: bool | Unset = False,

) -> Response[FlatError | ResetKeyCreditsResponse200]:
    """ Restore the credits of keys whose billing period has elapsed

     Master key only. A key’s billing period is the calendar month (UTC) of its first charge; keys whose
    period has ended get their credits back and a new period. Keys in their current period are
    untouched, so the call is idempotent. dry_run=true lists the keys without changing anything.

    Args:
        dry_run (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ResetKeyCreditsResponse200]
     """


    kwargs = _get_kwargs(
        dry_run=dry_run,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    dry_run: bool | Unset = False,

) -> FlatError | ResetKeyCreditsResponse200 | None:
    """ Restore the credits of keys whose billing period has elapsed

     Master key only. A key’s billing period is the calendar month (UTC) of its first charge; keys whose
    period has ended get their credits back and a new period. Keys in their current period are
    untouched, so the call is idempotent. dry_run=true lists the keys without changing anything.

    Args:
        dry_run (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ResetKeyCreditsResponse200
     """


    return (await asyncio_detailed(
        client=client,
dry_run=dry_run,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.treat_cv_text_body import TreatCvTextBody
from ...models.treat_cv_text_response_200 import TreatCvTextResponse200
from typing import cast



def _get_kwargs(
    *,
    body: TreatCvTextBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cvs/treat",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | TreatCvTextResponse200 | None:
    if response.status_code == 200:
        response_200 = TreatCvTextResponse200.from_dict(response.json())



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

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = FlatError.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = FlatError.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | TreatCvTextResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TreatCvTextBody,

) -> Response[FlatError | TreatCvTextResponse200]:
    """ Parse a plain-text CV (earlier route set)

     The same parse as POST /v1/parse/cv, from a JSON body holding the CV text.

    Cost: 5 credits per successful call.

    Args:
        body (TreatCvTextBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | TreatCvTextResponse200]
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
    body: TreatCvTextBody,

) -> FlatError | TreatCvTextResponse200 | None:
    """ Parse a plain-text CV (earlier route set)

     The same parse as POST /v1/parse/cv, from a JSON body holding the CV text.

    Cost: 5 credits per successful call.

    Args:
        body (TreatCvTextBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | TreatCvTextResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TreatCvTextBody,

) -> Response[FlatError | TreatCvTextResponse200]:
    """ Parse a plain-text CV (earlier route set)

     The same parse as POST /v1/parse/cv, from a JSON body holding the CV text.

    Cost: 5 credits per successful call.

    Args:
        body (TreatCvTextBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | TreatCvTextResponse200]
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
    body: TreatCvTextBody,

) -> FlatError | TreatCvTextResponse200 | None:
    """ Parse a plain-text CV (earlier route set)

     The same parse as POST /v1/parse/cv, from a JSON body holding the CV text.

    Cost: 5 credits per successful call.

    Args:
        body (TreatCvTextBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | TreatCvTextResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

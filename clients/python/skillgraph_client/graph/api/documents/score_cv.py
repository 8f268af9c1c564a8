from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.score_cv_body import ScoreCvBody
from ...models.score_cv_response_200 import ScoreCvResponse200
from typing import cast



def _get_kwargs(
    *,
    body: ScoreCvBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cv/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ScoreCvResponse200 | None:
    if response.status_code == 200:
        response_200 = ScoreCvResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ScoreCvResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreCvBody,

) -> Response[FlatError | ScoreCvResponse200]:
    """ CV quality score

     A composite score 0..100 (grade A >= 85, B >= 70, C >= 55, D >= 40, else E), the weighted sum of
    seven axes scored 0..1: contact 15% (name, e-mail, phone, location, a web profile: one fifth each);
    summary 10% (present; 80 to 1200 characters); experience 25% (45% entries with employer, position
    and start date, 35% entries described, 20% share of quantified highlights, full at 30%); education
    10% (0.4 for any entry, the rest for complete ones); skills 20% (40% skills listed, full at 8; 60%
    distinct graph skills recognised, full at 12); languages 5% (0.6 for any, the rest for levels
    given); chronology 15% (dated positions, none ending before it starts, minus 0.15 per gap over 12
    months). Each axis gives its findings and the suggestions that would raise it. Send `cv` (JSON
    Resume) or `text` (parsed first).

    Cost: 2 credits per successful call.

    Args:
        body (ScoreCvBody): Exactly one of `cv` (JSON Resume) or `text`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ScoreCvResponse200]
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
    body: ScoreCvBody,

) -> FlatError | ScoreCvResponse200 | None:
    """ CV quality score

     A composite score 0..100 (grade A >= 85, B >= 70, C >= 55, D >= 40, else E), the weighted sum of
    seven axes scored 0..1: contact 15% (name, e-mail, phone, location, a web profile: one fifth each);
    summary 10% (present; 80 to 1200 characters); experience 25% (45% entries with employer, position
    and start date, 35% entries described, 20% share of quantified highlights, full at 30%); education
    10% (0.4 for any entry, the rest for complete ones); skills 20% (40% skills listed, full at 8; 60%
    distinct graph skills recognised, full at 12); languages 5% (0.6 for any, the rest for levels
    given); chronology 15% (dated positions, none ending before it starts, minus 0.15 per gap over 12
    months). Each axis gives its findings and the suggestions that would raise it. Send `cv` (JSON
    Resume) or `text` (parsed first).

    Cost: 2 credits per successful call.

    Args:
        body (ScoreCvBody): Exactly one of `cv` (JSON Resume) or `text`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ScoreCvResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ScoreCvBody,

) -> Response[FlatError | ScoreCvResponse200]:
    """ CV quality score

     A composite score 0..100 (grade A >= 85, B >= 70, C >= 55, D >= 40, else E), the weighted sum of
    seven axes scored 0..1: contact 15% (name, e-mail, phone, location, a web profile: one fifth each);
    summary 10% (present; 80 to 1200 characters); experience 25% (45% entries with employer, position
    and start date, 35% entries described, 20% share of quantified highlights, full at 30%); education
    10% (0.4 for any entry, the rest for complete ones); skills 20% (40% skills listed, full at 8; 60%
    distinct graph skills recognised, full at 12); languages 5% (0.6 for any, the rest for levels
    given); chronology 15% (dated positions, none ending before it starts, minus 0.15 per gap over 12
    months). Each axis gives its findings and the suggestions that would raise it. Send `cv` (JSON
    Resume) or `text` (parsed first).

    Cost: 2 credits per successful call.

    Args:
        body (ScoreCvBody): Exactly one of `cv` (JSON Resume) or `text`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ScoreCvResponse200]
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
    body: ScoreCvBody,

) -> FlatError | ScoreCvResponse200 | None:
    """ CV quality score

     A composite score 0..100 (grade A >= 85, B >= 70, C >= 55, D >= 40, else E), the weighted sum of
    seven axes scored 0..1: contact 15% (name, e-mail, phone, location, a web profile: one fifth each);
    summary 10% (present; 80 to 1200 characters); experience 25% (45% entries with employer, position
    and start date, 35% entries described, 20% share of quantified highlights, full at 30%); education
    10% (0.4 for any entry, the rest for complete ones); skills 20% (40% skills listed, full at 8; 60%
    distinct graph skills recognised, full at 12); languages 5% (0.6 for any, the rest for levels
    given); chronology 15% (dated positions, none ending before it starts, minus 0.15 per gap over 12
    months). Each axis gives its findings and the suggestions that would raise it. Send `cv` (JSON
    Resume) or `text` (parsed first).

    Cost: 2 credits per successful call.

    Args:
        body (ScoreCvBody): Exactly one of `cv` (JSON Resume) or `text`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ScoreCvResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

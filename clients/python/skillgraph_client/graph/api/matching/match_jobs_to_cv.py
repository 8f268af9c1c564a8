from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.match_jobs_to_cv_body import MatchJobsToCvBody
from ...models.match_jobs_to_cv_response_200 import MatchJobsToCvResponse200
from typing import cast



def _get_kwargs(
    *,
    body: MatchJobsToCvBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/match/jobs-vs-cv",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | MatchJobsToCvResponse200 | None:
    if response.status_code == 200:
        response_200 = MatchJobsToCvResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | MatchJobsToCvResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchJobsToCvBody,

) -> Response[FlatError | MatchJobsToCvResponse200]:
    """ Rank the organisation’s postings for a CV

     Ranks the organisation's enriched job postings (cancelled ones left out) for a CV: a user's current
    enriched CV (`user_id`), an enriched CV (`cv_id`), a JSON Resume (`cv`) or a CV's text (`cv_text`).
    Scores are 0..1: 0.75 x skills + 0.25 x semantic. Skills: each job skill weighs 1 (essential) or 0.5
    (optional); the CV earns full credit for a skill it names, half for a broader or narrower one; the
    skills score is the share earned. Semantic: cosine of the two embeddings mapped to 0..1 (unrelated
    texts score 0). Without embeddings on either side the score is the skills score. 5 credits.

    Cost: 5 credits per successful call.

    Args:
        body (MatchJobsToCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MatchJobsToCvResponse200]
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
    body: MatchJobsToCvBody,

) -> FlatError | MatchJobsToCvResponse200 | None:
    """ Rank the organisation’s postings for a CV

     Ranks the organisation's enriched job postings (cancelled ones left out) for a CV: a user's current
    enriched CV (`user_id`), an enriched CV (`cv_id`), a JSON Resume (`cv`) or a CV's text (`cv_text`).
    Scores are 0..1: 0.75 x skills + 0.25 x semantic. Skills: each job skill weighs 1 (essential) or 0.5
    (optional); the CV earns full credit for a skill it names, half for a broader or narrower one; the
    skills score is the share earned. Semantic: cosine of the two embeddings mapped to 0..1 (unrelated
    texts score 0). Without embeddings on either side the score is the skills score. 5 credits.

    Cost: 5 credits per successful call.

    Args:
        body (MatchJobsToCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MatchJobsToCvResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchJobsToCvBody,

) -> Response[FlatError | MatchJobsToCvResponse200]:
    """ Rank the organisation’s postings for a CV

     Ranks the organisation's enriched job postings (cancelled ones left out) for a CV: a user's current
    enriched CV (`user_id`), an enriched CV (`cv_id`), a JSON Resume (`cv`) or a CV's text (`cv_text`).
    Scores are 0..1: 0.75 x skills + 0.25 x semantic. Skills: each job skill weighs 1 (essential) or 0.5
    (optional); the CV earns full credit for a skill it names, half for a broader or narrower one; the
    skills score is the share earned. Semantic: cosine of the two embeddings mapped to 0..1 (unrelated
    texts score 0). Without embeddings on either side the score is the skills score. 5 credits.

    Cost: 5 credits per successful call.

    Args:
        body (MatchJobsToCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MatchJobsToCvResponse200]
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
    body: MatchJobsToCvBody,

) -> FlatError | MatchJobsToCvResponse200 | None:
    """ Rank the organisation’s postings for a CV

     Ranks the organisation's enriched job postings (cancelled ones left out) for a CV: a user's current
    enriched CV (`user_id`), an enriched CV (`cv_id`), a JSON Resume (`cv`) or a CV's text (`cv_text`).
    Scores are 0..1: 0.75 x skills + 0.25 x semantic. Skills: each job skill weighs 1 (essential) or 0.5
    (optional); the CV earns full credit for a skill it names, half for a broader or narrower one; the
    skills score is the share earned. Semantic: cosine of the two embeddings mapped to 0..1 (unrelated
    texts score 0). Without embeddings on either side the score is the skills score. 5 credits.

    Cost: 5 credits per successful call.

    Args:
        body (MatchJobsToCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MatchJobsToCvResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

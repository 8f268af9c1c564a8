from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.search_skills_framework import SearchSkillsFramework
from ...models.search_skills_lang import SearchSkillsLang
from ...models.search_skills_response_200 import SearchSkillsResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    q: str,
    limit: int | Unset = 20,
    threshold: float | Unset = 0.1,
    lang: SearchSkillsLang | Unset = UNSET,
    framework: SearchSkillsFramework | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["q"] = q

    params["limit"] = limit

    params["threshold"] = threshold

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    json_framework: str | Unset = UNSET
    if not isinstance(framework, Unset):
        json_framework = framework.value

    params["framework"] = json_framework


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/search/skill",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | SearchSkillsResponse200 | None:
    if response.status_code == 200:
        response_200 = SearchSkillsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | SearchSkillsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    limit: int | Unset = 20,
    threshold: float | Unset = 0.1,
    lang: SearchSkillsLang | Unset = UNSET,
    framework: SearchSkillsFramework | Unset = UNSET,

) -> Response[FlatError | SearchSkillsResponse200]:
    """ Search skills

     Ranked skills for the words given, in any supported language. Candidates come from fulltext indexes
    of every language (typos forgiven), exact framework codes and, with the embedding model, the vector
    index; `confidence` blends how well the words match a label with the cosine similarity of meaning.
    Only results at or above `threshold` are returned.

    Cost: 1 credit per successful call.

    Args:
        q (str):
        limit (int | Unset):  Default: 20.
        threshold (float | Unset):  Default: 0.1.
        lang (SearchSkillsLang | Unset):
        framework (SearchSkillsFramework | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | SearchSkillsResponse200]
     """


    kwargs = _get_kwargs(
        q=q,
limit=limit,
threshold=threshold,
lang=lang,
framework=framework,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    limit: int | Unset = 20,
    threshold: float | Unset = 0.1,
    lang: SearchSkillsLang | Unset = UNSET,
    framework: SearchSkillsFramework | Unset = UNSET,

) -> FlatError | SearchSkillsResponse200 | None:
    """ Search skills

     Ranked skills for the words given, in any supported language. Candidates come from fulltext indexes
    of every language (typos forgiven), exact framework codes and, with the embedding model, the vector
    index; `confidence` blends how well the words match a label with the cosine similarity of meaning.
    Only results at or above `threshold` are returned.

    Cost: 1 credit per successful call.

    Args:
        q (str):
        limit (int | Unset):  Default: 20.
        threshold (float | Unset):  Default: 0.1.
        lang (SearchSkillsLang | Unset):
        framework (SearchSkillsFramework | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | SearchSkillsResponse200
     """


    return sync_detailed(
        client=client,
q=q,
limit=limit,
threshold=threshold,
lang=lang,
framework=framework,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    limit: int | Unset = 20,
    threshold: float | Unset = 0.1,
    lang: SearchSkillsLang | Unset = UNSET,
    framework: SearchSkillsFramework | Unset = UNSET,

) -> Response[FlatError | SearchSkillsResponse200]:
    """ Search skills

     Ranked skills for the words given, in any supported language. Candidates come from fulltext indexes
    of every language (typos forgiven), exact framework codes and, with the embedding model, the vector
    index; `confidence` blends how well the words match a label with the cosine similarity of meaning.
    Only results at or above `threshold` are returned.

    Cost: 1 credit per successful call.

    Args:
        q (str):
        limit (int | Unset):  Default: 20.
        threshold (float | Unset):  Default: 0.1.
        lang (SearchSkillsLang | Unset):
        framework (SearchSkillsFramework | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | SearchSkillsResponse200]
     """


    kwargs = _get_kwargs(
        q=q,
limit=limit,
threshold=threshold,
lang=lang,
framework=framework,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    limit: int | Unset = 20,
    threshold: float | Unset = 0.1,
    lang: SearchSkillsLang | Unset = UNSET,
    framework: SearchSkillsFramework | Unset = UNSET,

) -> FlatError | SearchSkillsResponse200 | None:
    """ Search skills

     Ranked skills for the words given, in any supported language. Candidates come from fulltext indexes
    of every language (typos forgiven), exact framework codes and, with the embedding model, the vector
    index; `confidence` blends how well the words match a label with the cosine similarity of meaning.
    Only results at or above `threshold` are returned.

    Cost: 1 credit per successful call.

    Args:
        q (str):
        limit (int | Unset):  Default: 20.
        threshold (float | Unset):  Default: 0.1.
        lang (SearchSkillsLang | Unset):
        framework (SearchSkillsFramework | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | SearchSkillsResponse200
     """


    return (await asyncio_detailed(
        client=client,
q=q,
limit=limit,
threshold=threshold,
lang=lang,
framework=framework,

    )).parsed

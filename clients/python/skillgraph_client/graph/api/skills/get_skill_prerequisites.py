from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_skill_prerequisites_lang import GetSkillPrerequisitesLang
from ...models.get_skill_prerequisites_response_200 import GetSkillPrerequisitesResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    uri: str,
    *,
    depth: int | Unset = 2,
    lang: GetSkillPrerequisitesLang | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["depth"] = depth

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/skills/{uri}/prerequisites".format(uri=quote(str(uri), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetSkillPrerequisitesResponse200 | None:
    if response.status_code == 200:
        response_200 = GetSkillPrerequisitesResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetSkillPrerequisitesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    uri: str,
    *,
    client: AuthenticatedClient | Client,
    depth: int | Unset = 2,
    lang: GetSkillPrerequisitesLang | Unset = UNSET,

) -> Response[FlatError | GetSkillPrerequisitesResponse200]:
    """ Prerequisite tree

     The prerequisites of a skill, then theirs, `depth` levels deep (1 to 5). Cycles cannot loop: a skill
    already above on a branch appears once more with `cycle: true` and is not expanded.

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        depth (int | Unset):  Default: 2.
        lang (GetSkillPrerequisitesLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetSkillPrerequisitesResponse200]
     """


    kwargs = _get_kwargs(
        uri=uri,
depth=depth,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    uri: str,
    *,
    client: AuthenticatedClient | Client,
    depth: int | Unset = 2,
    lang: GetSkillPrerequisitesLang | Unset = UNSET,

) -> FlatError | GetSkillPrerequisitesResponse200 | None:
    """ Prerequisite tree

     The prerequisites of a skill, then theirs, `depth` levels deep (1 to 5). Cycles cannot loop: a skill
    already above on a branch appears once more with `cycle: true` and is not expanded.

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        depth (int | Unset):  Default: 2.
        lang (GetSkillPrerequisitesLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetSkillPrerequisitesResponse200
     """


    return sync_detailed(
        uri=uri,
client=client,
depth=depth,
lang=lang,

    ).parsed

async def asyncio_detailed(
    uri: str,
    *,
    client: AuthenticatedClient | Client,
    depth: int | Unset = 2,
    lang: GetSkillPrerequisitesLang | Unset = UNSET,

) -> Response[FlatError | GetSkillPrerequisitesResponse200]:
    """ Prerequisite tree

     The prerequisites of a skill, then theirs, `depth` levels deep (1 to 5). Cycles cannot loop: a skill
    already above on a branch appears once more with `cycle: true` and is not expanded.

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        depth (int | Unset):  Default: 2.
        lang (GetSkillPrerequisitesLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetSkillPrerequisitesResponse200]
     """


    kwargs = _get_kwargs(
        uri=uri,
depth=depth,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    uri: str,
    *,
    client: AuthenticatedClient | Client,
    depth: int | Unset = 2,
    lang: GetSkillPrerequisitesLang | Unset = UNSET,

) -> FlatError | GetSkillPrerequisitesResponse200 | None:
    """ Prerequisite tree

     The prerequisites of a skill, then theirs, `depth` levels deep (1 to 5). Cycles cannot loop: a skill
    already above on a branch appears once more with `cycle: true` and is not expanded.

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        depth (int | Unset):  Default: 2.
        lang (GetSkillPrerequisitesLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetSkillPrerequisitesResponse200
     """


    return (await asyncio_detailed(
        uri=uri,
client=client,
depth=depth,
lang=lang,

    )).parsed

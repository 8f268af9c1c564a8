from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_occupation_skills_lang import GetOccupationSkillsLang
from ...models.get_occupation_skills_relation import GetOccupationSkillsRelation
from ...models.get_occupation_skills_response_200 import GetOccupationSkillsResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    uri: str,
    *,
    relation: GetOccupationSkillsRelation | Unset = UNSET,
    lang: GetOccupationSkillsLang | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_relation: str | Unset = UNSET
    if not isinstance(relation, Unset):
        json_relation = relation.value

    params["relation"] = json_relation

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/occupations/{uri}/skills".format(uri=quote(str(uri), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetOccupationSkillsResponse200 | None:
    if response.status_code == 200:
        response_200 = GetOccupationSkillsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetOccupationSkillsResponse200]:
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
    relation: GetOccupationSkillsRelation | Unset = UNSET,
    lang: GetOccupationSkillsLang | Unset = UNSET,

) -> Response[FlatError | GetOccupationSkillsResponse200]:
    """ Skills an occupation requires

     Required skills with their relation (essential or optional) and the proficiency level where the
    framework states one (O*NET levels 0-7 with importance 1-5; ESCO and ROME state none: null).

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        relation (GetOccupationSkillsRelation | Unset):
        lang (GetOccupationSkillsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetOccupationSkillsResponse200]
     """


    kwargs = _get_kwargs(
        uri=uri,
relation=relation,
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
    relation: GetOccupationSkillsRelation | Unset = UNSET,
    lang: GetOccupationSkillsLang | Unset = UNSET,

) -> FlatError | GetOccupationSkillsResponse200 | None:
    """ Skills an occupation requires

     Required skills with their relation (essential or optional) and the proficiency level where the
    framework states one (O*NET levels 0-7 with importance 1-5; ESCO and ROME state none: null).

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        relation (GetOccupationSkillsRelation | Unset):
        lang (GetOccupationSkillsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetOccupationSkillsResponse200
     """


    return sync_detailed(
        uri=uri,
client=client,
relation=relation,
lang=lang,

    ).parsed

async def asyncio_detailed(
    uri: str,
    *,
    client: AuthenticatedClient | Client,
    relation: GetOccupationSkillsRelation | Unset = UNSET,
    lang: GetOccupationSkillsLang | Unset = UNSET,

) -> Response[FlatError | GetOccupationSkillsResponse200]:
    """ Skills an occupation requires

     Required skills with their relation (essential or optional) and the proficiency level where the
    framework states one (O*NET levels 0-7 with importance 1-5; ESCO and ROME state none: null).

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        relation (GetOccupationSkillsRelation | Unset):
        lang (GetOccupationSkillsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetOccupationSkillsResponse200]
     """


    kwargs = _get_kwargs(
        uri=uri,
relation=relation,
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
    relation: GetOccupationSkillsRelation | Unset = UNSET,
    lang: GetOccupationSkillsLang | Unset = UNSET,

) -> FlatError | GetOccupationSkillsResponse200 | None:
    """ Skills an occupation requires

     Required skills with their relation (essential or optional) and the proficiency level where the
    framework states one (O*NET levels 0-7 with importance 1-5; ESCO and ROME state none: null).

    Cost: 1 credit per successful call.

    Args:
        uri (str):
        relation (GetOccupationSkillsRelation | Unset):
        lang (GetOccupationSkillsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetOccupationSkillsResponse200
     """


    return (await asyncio_detailed(
        uri=uri,
client=client,
relation=relation,
lang=lang,

    )).parsed

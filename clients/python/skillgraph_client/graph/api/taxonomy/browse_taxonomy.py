from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.browse_taxonomy_framework import BrowseTaxonomyFramework
from ...models.browse_taxonomy_kind import BrowseTaxonomyKind
from ...models.browse_taxonomy_lang import BrowseTaxonomyLang
from ...models.browse_taxonomy_response_200 import BrowseTaxonomyResponse200
from ...models.flat_error import FlatError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    uri: str | Unset = UNSET,
    framework: BrowseTaxonomyFramework | Unset = UNSET,
    kind: BrowseTaxonomyKind | Unset = UNSET,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    lang: BrowseTaxonomyLang | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["uri"] = uri

    json_framework: str | Unset = UNSET
    if not isinstance(framework, Unset):
        json_framework = framework.value

    params["framework"] = json_framework

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/taxonomy/browse",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BrowseTaxonomyResponse200 | FlatError | None:
    if response.status_code == 200:
        response_200 = BrowseTaxonomyResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BrowseTaxonomyResponse200 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    uri: str | Unset = UNSET,
    framework: BrowseTaxonomyFramework | Unset = UNSET,
    kind: BrowseTaxonomyKind | Unset = UNSET,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    lang: BrowseTaxonomyLang | Unset = UNSET,

) -> Response[BrowseTaxonomyResponse200 | FlatError]:
    """ Browse the taxonomies

     Without `uri`: the roots of every framework hierarchy (or of `framework`, and of one `kind` of
    concept: skill, occupation or sector). With `uri`: the concepts directly under it (under a sector:
    its sub-sectors and the occupations in it) and the concept itself as `parent`. Each node says how
    many concepts sit under it. Paginated with `page` and `itemsPerPage` (1 to 1000).

    Cost: 1 credit per successful call.

    Args:
        uri (str | Unset):
        framework (BrowseTaxonomyFramework | Unset):
        kind (BrowseTaxonomyKind | Unset):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        lang (BrowseTaxonomyLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrowseTaxonomyResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        uri=uri,
framework=framework,
kind=kind,
page=page,
items_per_page=items_per_page,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    uri: str | Unset = UNSET,
    framework: BrowseTaxonomyFramework | Unset = UNSET,
    kind: BrowseTaxonomyKind | Unset = UNSET,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    lang: BrowseTaxonomyLang | Unset = UNSET,

) -> BrowseTaxonomyResponse200 | FlatError | None:
    """ Browse the taxonomies

     Without `uri`: the roots of every framework hierarchy (or of `framework`, and of one `kind` of
    concept: skill, occupation or sector). With `uri`: the concepts directly under it (under a sector:
    its sub-sectors and the occupations in it) and the concept itself as `parent`. Each node says how
    many concepts sit under it. Paginated with `page` and `itemsPerPage` (1 to 1000).

    Cost: 1 credit per successful call.

    Args:
        uri (str | Unset):
        framework (BrowseTaxonomyFramework | Unset):
        kind (BrowseTaxonomyKind | Unset):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        lang (BrowseTaxonomyLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrowseTaxonomyResponse200 | FlatError
     """


    return sync_detailed(
        client=client,
uri=uri,
framework=framework,
kind=kind,
page=page,
items_per_page=items_per_page,
lang=lang,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    uri: str | Unset = UNSET,
    framework: BrowseTaxonomyFramework | Unset = UNSET,
    kind: BrowseTaxonomyKind | Unset = UNSET,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    lang: BrowseTaxonomyLang | Unset = UNSET,

) -> Response[BrowseTaxonomyResponse200 | FlatError]:
    """ Browse the taxonomies

     Without `uri`: the roots of every framework hierarchy (or of `framework`, and of one `kind` of
    concept: skill, occupation or sector). With `uri`: the concepts directly under it (under a sector:
    its sub-sectors and the occupations in it) and the concept itself as `parent`. Each node says how
    many concepts sit under it. Paginated with `page` and `itemsPerPage` (1 to 1000).

    Cost: 1 credit per successful call.

    Args:
        uri (str | Unset):
        framework (BrowseTaxonomyFramework | Unset):
        kind (BrowseTaxonomyKind | Unset):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        lang (BrowseTaxonomyLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BrowseTaxonomyResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        uri=uri,
framework=framework,
kind=kind,
page=page,
items_per_page=items_per_page,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    uri: str | Unset = UNSET,
    framework: BrowseTaxonomyFramework | Unset = UNSET,
    kind: BrowseTaxonomyKind | Unset = UNSET,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    lang: BrowseTaxonomyLang | Unset = UNSET,

) -> BrowseTaxonomyResponse200 | FlatError | None:
    """ Browse the taxonomies

     Without `uri`: the roots of every framework hierarchy (or of `framework`, and of one `kind` of
    concept: skill, occupation or sector). With `uri`: the concepts directly under it (under a sector:
    its sub-sectors and the occupations in it) and the concept itself as `parent`. Each node says how
    many concepts sit under it. Paginated with `page` and `itemsPerPage` (1 to 1000).

    Cost: 1 credit per successful call.

    Args:
        uri (str | Unset):
        framework (BrowseTaxonomyFramework | Unset):
        kind (BrowseTaxonomyKind | Unset):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        lang (BrowseTaxonomyLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BrowseTaxonomyResponse200 | FlatError
     """


    return (await asyncio_detailed(
        client=client,
uri=uri,
framework=framework,
kind=kind,
page=page,
items_per_page=items_per_page,
lang=lang,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.crosswalk_earlier_lang import CrosswalkEarlierLang
from ...models.crosswalk_earlier_response_200 import CrosswalkEarlierResponse200
from ...models.crosswalk_earlier_target import CrosswalkEarlierTarget
from ...models.flat_error import FlatError
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    uri: str,
    target: CrosswalkEarlierTarget,
    limit: int | Unset = 20,
    lang: CrosswalkEarlierLang | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["uri"] = uri

    json_target = target.value
    params["target"] = json_target

    params["limit"] = limit

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/crosswalk",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CrosswalkEarlierResponse200 | FlatError | None:
    if response.status_code == 200:
        response_200 = CrosswalkEarlierResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CrosswalkEarlierResponse200 | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    uri: str,
    target: CrosswalkEarlierTarget,
    limit: int | Unset = 20,
    lang: CrosswalkEarlierLang | Unset = UNSET,

) -> Response[CrosswalkEarlierResponse200 | FlatError]:
    """ Crosswalk (earlier route set)

     The same conversion as /v1/mapping/crosswalk, with `target` in lower case. Correspondences of a
    skill or occupation in a target framework, each with its match type (exact, close, broad, narrow),
    score, provenance and whether it is inferred. Direct correspondences from crosswalk tables come
    first; where there is none, a path through another framework or through a broader concept; where
    still none, the nearest concepts in meaning. `target_loaded` is false when the graph holds no data
    of the target framework (SSF and COMPETENT have no data here; KLDB is not bundled but loads with
    `npm run seed -- kldb`).

    Cost: 2 credits per successful call.

    Args:
        uri (str):
        target (CrosswalkEarlierTarget):
        limit (int | Unset):  Default: 20.
        lang (CrosswalkEarlierLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrosswalkEarlierResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        uri=uri,
target=target,
limit=limit,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    uri: str,
    target: CrosswalkEarlierTarget,
    limit: int | Unset = 20,
    lang: CrosswalkEarlierLang | Unset = UNSET,

) -> CrosswalkEarlierResponse200 | FlatError | None:
    """ Crosswalk (earlier route set)

     The same conversion as /v1/mapping/crosswalk, with `target` in lower case. Correspondences of a
    skill or occupation in a target framework, each with its match type (exact, close, broad, narrow),
    score, provenance and whether it is inferred. Direct correspondences from crosswalk tables come
    first; where there is none, a path through another framework or through a broader concept; where
    still none, the nearest concepts in meaning. `target_loaded` is false when the graph holds no data
    of the target framework (SSF and COMPETENT have no data here; KLDB is not bundled but loads with
    `npm run seed -- kldb`).

    Cost: 2 credits per successful call.

    Args:
        uri (str):
        target (CrosswalkEarlierTarget):
        limit (int | Unset):  Default: 20.
        lang (CrosswalkEarlierLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrosswalkEarlierResponse200 | FlatError
     """


    return sync_detailed(
        client=client,
uri=uri,
target=target,
limit=limit,
lang=lang,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    uri: str,
    target: CrosswalkEarlierTarget,
    limit: int | Unset = 20,
    lang: CrosswalkEarlierLang | Unset = UNSET,

) -> Response[CrosswalkEarlierResponse200 | FlatError]:
    """ Crosswalk (earlier route set)

     The same conversion as /v1/mapping/crosswalk, with `target` in lower case. Correspondences of a
    skill or occupation in a target framework, each with its match type (exact, close, broad, narrow),
    score, provenance and whether it is inferred. Direct correspondences from crosswalk tables come
    first; where there is none, a path through another framework or through a broader concept; where
    still none, the nearest concepts in meaning. `target_loaded` is false when the graph holds no data
    of the target framework (SSF and COMPETENT have no data here; KLDB is not bundled but loads with
    `npm run seed -- kldb`).

    Cost: 2 credits per successful call.

    Args:
        uri (str):
        target (CrosswalkEarlierTarget):
        limit (int | Unset):  Default: 20.
        lang (CrosswalkEarlierLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CrosswalkEarlierResponse200 | FlatError]
     """


    kwargs = _get_kwargs(
        uri=uri,
target=target,
limit=limit,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    uri: str,
    target: CrosswalkEarlierTarget,
    limit: int | Unset = 20,
    lang: CrosswalkEarlierLang | Unset = UNSET,

) -> CrosswalkEarlierResponse200 | FlatError | None:
    """ Crosswalk (earlier route set)

     The same conversion as /v1/mapping/crosswalk, with `target` in lower case. Correspondences of a
    skill or occupation in a target framework, each with its match type (exact, close, broad, narrow),
    score, provenance and whether it is inferred. Direct correspondences from crosswalk tables come
    first; where there is none, a path through another framework or through a broader concept; where
    still none, the nearest concepts in meaning. `target_loaded` is false when the graph holds no data
    of the target framework (SSF and COMPETENT have no data here; KLDB is not bundled but loads with
    `npm run seed -- kldb`).

    Cost: 2 credits per successful call.

    Args:
        uri (str):
        target (CrosswalkEarlierTarget):
        limit (int | Unset):  Default: 20.
        lang (CrosswalkEarlierLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CrosswalkEarlierResponse200 | FlatError
     """


    return (await asyncio_detailed(
        client=client,
uri=uri,
target=target,
limit=limit,
lang=lang,

    )).parsed

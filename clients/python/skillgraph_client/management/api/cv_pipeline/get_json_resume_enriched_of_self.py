from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.json_resume_enriched import JsonResumeEnriched
from typing import cast



def _get_kwargs(
    user_id: str,
    json_resume_enriched_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/users/{user_id}/jsonResumeEnricheds/{json_resume_enriched_id}".format(user_id=quote(str(user_id), safe=""),json_resume_enriched_id=quote(str(json_resume_enriched_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | JsonResumeEnriched | None:
    if response.status_code == 200:
        response_200 = JsonResumeEnriched.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | JsonResumeEnriched]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | JsonResumeEnriched]:
    """ Get a json resume enriched (own user)

     A CV linked to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing
    every skill found).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        json_resume_enriched_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonResumeEnriched]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | JsonResumeEnriched | None:
    """ Get a json resume enriched (own user)

     A CV linked to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing
    every skill found).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        json_resume_enriched_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonResumeEnriched
     """


    return sync_detailed(
        user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
client=client,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | JsonResumeEnriched]:
    """ Get a json resume enriched (own user)

     A CV linked to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing
    every skill found).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        json_resume_enriched_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonResumeEnriched]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | JsonResumeEnriched | None:
    """ Get a json resume enriched (own user)

     A CV linked to graph skills (`graph_skills` on its skills[] and work[] entries, `nodes` listing
    every skill found).

    User form: only your own user (403 otherwise); MANAGEMENT_READ is enough to read and write your own
    entries.

    Args:
        user_id (str):
        json_resume_enriched_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonResumeEnriched
     """


    return (await asyncio_detailed(
        user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
client=client,

    )).parsed

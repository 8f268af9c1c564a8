from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.json_job_posting_enriched import JsonJobPostingEnriched
from typing import cast



def _get_kwargs(
    organisation_id: str,
    json_job_posting_treated_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organisations/{organisation_id}/jsonJobPostingTreateds/{json_job_posting_treated_id}/enrich".format(organisation_id=quote(str(organisation_id), safe=""),json_job_posting_treated_id=quote(str(json_job_posting_treated_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | JsonJobPostingEnriched | None:
    if response.status_code == 201:
        response_201 = JsonJobPostingEnriched.from_dict(response.json())



        return response_201

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

    if response.status_code == 409:
        response_409 = FlatError.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | JsonJobPostingEnriched]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    json_job_posting_treated_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | JsonJobPostingEnriched]:
    """ Enrich a treated job posting

     Links the posting to the graph: the occupation its title denotes and its required (essential) and
    desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3
    credits.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 3 credits per successful call.

    Args:
        organisation_id (str):
        json_job_posting_treated_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonJobPostingEnriched]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
json_job_posting_treated_id=json_job_posting_treated_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    json_job_posting_treated_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | JsonJobPostingEnriched | None:
    """ Enrich a treated job posting

     Links the posting to the graph: the occupation its title denotes and its required (essential) and
    desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3
    credits.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 3 credits per successful call.

    Args:
        organisation_id (str):
        json_job_posting_treated_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonJobPostingEnriched
     """


    return sync_detailed(
        organisation_id=organisation_id,
json_job_posting_treated_id=json_job_posting_treated_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    json_job_posting_treated_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | JsonJobPostingEnriched]:
    """ Enrich a treated job posting

     Links the posting to the graph: the occupation its title denotes and its required (essential) and
    desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3
    credits.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 3 credits per successful call.

    Args:
        organisation_id (str):
        json_job_posting_treated_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonJobPostingEnriched]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
json_job_posting_treated_id=json_job_posting_treated_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    json_job_posting_treated_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | JsonJobPostingEnriched | None:
    """ Enrich a treated job posting

     Links the posting to the graph: the occupation its title denotes and its required (essential) and
    desired (optional) skills, kept as edges so that matching reaches postings by their skills. 3
    credits.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 3 credits per successful call.

    Args:
        organisation_id (str):
        json_job_posting_treated_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonJobPostingEnriched
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
json_job_posting_treated_id=json_job_posting_treated_id,
client=client,

    )).parsed

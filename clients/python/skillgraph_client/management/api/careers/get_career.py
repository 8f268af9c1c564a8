from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.career import Career
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    organisation_id: str,
    career_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/careers/{career_id}".format(organisation_id=quote(str(organisation_id), safe=""),career_id=quote(str(career_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Career | FlatError | None:
    if response.status_code == 200:
        response_200 = Career.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Career | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    career_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Career | FlatError]:
    """ Get a career

     A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid).
    sector_uuid must name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and
    job_uuid an Occupation (e.g. `rome-M1805` or an ESCO UUID); an unknown one is a 400 validation_error
    naming the field. Deleting a career deletes its career users.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        career_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Career | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
career_id=career_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    career_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Career | FlatError | None:
    """ Get a career

     A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid).
    sector_uuid must name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and
    job_uuid an Occupation (e.g. `rome-M1805` or an ESCO UUID); an unknown one is a 400 validation_error
    naming the field. Deleting a career deletes its career users.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        career_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Career | FlatError
     """


    return sync_detailed(
        organisation_id=organisation_id,
career_id=career_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    career_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Career | FlatError]:
    """ Get a career

     A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid).
    sector_uuid must name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and
    job_uuid an Occupation (e.g. `rome-M1805` or an ESCO UUID); an unknown one is a 400 validation_error
    naming the field. Deleting a career deletes its career users.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        career_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Career | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
career_id=career_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    career_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Career | FlatError | None:
    """ Get a career

     A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid).
    sector_uuid must name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and
    job_uuid an Occupation (e.g. `rome-M1805` or an ESCO UUID); an unknown one is a 400 validation_error
    naming the field. Deleting a career deletes its career users.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        career_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Career | FlatError
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
career_id=career_id,
client=client,

    )).parsed

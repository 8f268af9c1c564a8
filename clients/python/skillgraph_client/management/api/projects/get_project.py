from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.project import Project
from typing import cast



def _get_kwargs(
    organisation_id: str,
    team_id: str,
    project_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/teams/{team_id}/projects/{project_id}".format(organisation_id=quote(str(organisation_id), safe=""),team_id=quote(str(team_id), safe=""),project_id=quote(str(project_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | Project | None:
    if response.status_code == 200:
        response_200 = Project.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | Project]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | Project]:
    """ Get a project

     A project of a team. Deleting a project deletes its missions.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | Project]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | Project | None:
    """ Get a project

     A project of a team. Deleting a project deletes its missions.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | Project
     """


    return sync_detailed(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | Project]:
    """ Get a project

     A project of a team. Deleting a project deletes its missions.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | Project]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | Project | None:
    """ Get a project

     A project of a team. Deleting a project deletes its missions.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | Project
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
client=client,

    )).parsed

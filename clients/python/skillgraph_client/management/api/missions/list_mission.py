from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_mission_order_byname import ListMissionOrderByname
from ...models.mission_collection import MissionCollection
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    order_byname: ListMissionOrderByname | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["name"] = name

    params["user_id"] = user_id

    json_order_byname: str | Unset = UNSET
    if not isinstance(order_byname, Unset):
        json_order_byname = order_byname.value

    params["orderBy[name]"] = json_order_byname


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/teams/{team_id}/projects/{project_id}/missions".format(organisation_id=quote(str(organisation_id), safe=""),team_id=quote(str(team_id), safe=""),project_id=quote(str(project_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | MissionCollection | None:
    if response.status_code == 200:
        response_200 = MissionCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | MissionCollection]:
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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    order_byname: ListMissionOrderByname | Unset = UNSET,

) -> Response[FlatError | MissionCollection]:
    """ List missions

     A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not
    one of its users). Deleting that user unassigns the mission (user_id null).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains), `user_id` (equals). Order: `orderBy[name]` (asc or desc; several apply
    in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        user_id (str | Unset):
        order_byname (ListMissionOrderByname | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MissionCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
page=page,
items_per_page=items_per_page,
name=name,
user_id=user_id,
order_byname=order_byname,

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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    order_byname: ListMissionOrderByname | Unset = UNSET,

) -> FlatError | MissionCollection | None:
    """ List missions

     A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not
    one of its users). Deleting that user unassigns the mission (user_id null).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains), `user_id` (equals). Order: `orderBy[name]` (asc or desc; several apply
    in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        user_id (str | Unset):
        order_byname (ListMissionOrderByname | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MissionCollection
     """


    return sync_detailed(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
user_id=user_id,
order_byname=order_byname,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    team_id: str,
    project_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    order_byname: ListMissionOrderByname | Unset = UNSET,

) -> Response[FlatError | MissionCollection]:
    """ List missions

     A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not
    one of its users). Deleting that user unassigns the mission (user_id null).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains), `user_id` (equals). Order: `orderBy[name]` (asc or desc; several apply
    in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        user_id (str | Unset):
        order_byname (ListMissionOrderByname | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | MissionCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
page=page,
items_per_page=items_per_page,
name=name,
user_id=user_id,
order_byname=order_byname,

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
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    user_id: str | Unset = UNSET,
    order_byname: ListMissionOrderByname | Unset = UNSET,

) -> FlatError | MissionCollection | None:
    """ List missions

     A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not
    one of its users). Deleting that user unassigns the mission (user_id null).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains), `user_id` (equals). Order: `orderBy[name]` (asc or desc; several apply
    in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        team_id (str):
        project_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        user_id (str | Unset):
        order_byname (ListMissionOrderByname | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | MissionCollection
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
team_id=team_id,
project_id=project_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
user_id=user_id,
order_byname=order_byname,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.user_skill import UserSkill
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id: str,
    skill_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/users/{user_id}/skills/{skill_id}".format(organisation_id=quote(str(organisation_id), safe=""),user_id=quote(str(user_id), safe=""),skill_id=quote(str(skill_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | UserSkill | None:
    if response.status_code == 200:
        response_200 = UserSkill.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | UserSkill]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    user_id: str,
    skill_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | UserSkill]:
    """ Get an user skill

     A skill the user declares (JSON Resume `skills`); skill_uuid, when given, must be a Skill of the
    graph.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        skill_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserSkill]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
skill_id=skill_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    user_id: str,
    skill_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | UserSkill | None:
    """ Get an user skill

     A skill the user declares (JSON Resume `skills`); skill_uuid, when given, must be a Skill of the
    graph.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        skill_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserSkill
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id=user_id,
skill_id=skill_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id: str,
    skill_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | UserSkill]:
    """ Get an user skill

     A skill the user declares (JSON Resume `skills`); skill_uuid, when given, must be a Skill of the
    graph.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        skill_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | UserSkill]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
skill_id=skill_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    user_id: str,
    skill_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | UserSkill | None:
    """ Get an user skill

     A skill the user declares (JSON Resume `skills`); skill_uuid, when given, must be a Skill of the
    graph.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        skill_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | UserSkill
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id=user_id,
skill_id=skill_id,
client=client,

    )).parsed

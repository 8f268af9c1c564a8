from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.get_organisation_plan_response_200 import GetOrganisationPlanResponse200
from typing import cast



def _get_kwargs(
    organisation_id: str,
    organisation_plan_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/organisationPlans/{organisation_plan_id}".format(organisation_id=quote(str(organisation_id), safe=""),organisation_plan_id=quote(str(organisation_plan_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | GetOrganisationPlanResponse200 | None:
    if response.status_code == 200:
        response_200 = GetOrganisationPlanResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | GetOrganisationPlanResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    organisation_plan_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetOrganisationPlanResponse200]:
    """ One plan period of an organisation

    Args:
        organisation_id (str):
        organisation_plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetOrganisationPlanResponse200]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
organisation_plan_id=organisation_plan_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    organisation_plan_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetOrganisationPlanResponse200 | None:
    """ One plan period of an organisation

    Args:
        organisation_id (str):
        organisation_plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetOrganisationPlanResponse200
     """


    return sync_detailed(
        organisation_id=organisation_id,
organisation_plan_id=organisation_plan_id,
client=client,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    organisation_plan_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[FlatError | GetOrganisationPlanResponse200]:
    """ One plan period of an organisation

    Args:
        organisation_id (str):
        organisation_plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | GetOrganisationPlanResponse200]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
organisation_plan_id=organisation_plan_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    organisation_plan_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> FlatError | GetOrganisationPlanResponse200 | None:
    """ One plan period of an organisation

    Args:
        organisation_id (str):
        organisation_plan_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | GetOrganisationPlanResponse200
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
organisation_plan_id=organisation_plan_id,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.operator_change_plan_response_201 import OperatorChangePlanResponse201
from ...models.operator_plan_dto import OperatorPlanDto
from typing import cast



def _get_kwargs(
    organisation_id: str,
    *,
    body: OperatorPlanDto,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organisations/{organisation_id}/organisationPlans/operator-change".format(organisation_id=quote(str(organisation_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | OperatorChangePlanResponse201 | None:
    if response.status_code == 201:
        response_201 = OperatorChangePlanResponse201.from_dict(response.json())



        return response_201

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

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | OperatorChangePlanResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: OperatorPlanDto,

) -> Response[FlatError | OperatorChangePlanResponse201]:
    """ Set an organisation's plan (operators)

     Master key only, in every environment: starts the given plan now and ends the current one, with the
    reason kept in the plan history (`source: operator`). For contracts made outside the checkout, by-
    quote plans and corrections. The same as `npm run admin -- set-plan`.

    Args:
        organisation_id (str):
        body (OperatorPlanDto): Plan to set, and why

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OperatorChangePlanResponse201]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: OperatorPlanDto,

) -> FlatError | OperatorChangePlanResponse201 | None:
    """ Set an organisation's plan (operators)

     Master key only, in every environment: starts the given plan now and ends the current one, with the
    reason kept in the plan history (`source: operator`). For contracts made outside the checkout, by-
    quote plans and corrections. The same as `npm run admin -- set-plan`.

    Args:
        organisation_id (str):
        body (OperatorPlanDto): Plan to set, and why

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OperatorChangePlanResponse201
     """


    return sync_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: OperatorPlanDto,

) -> Response[FlatError | OperatorChangePlanResponse201]:
    """ Set an organisation's plan (operators)

     Master key only, in every environment: starts the given plan now and ends the current one, with the
    reason kept in the plan history (`source: operator`). For contracts made outside the checkout, by-
    quote plans and corrections. The same as `npm run admin -- set-plan`.

    Args:
        organisation_id (str):
        body (OperatorPlanDto): Plan to set, and why

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | OperatorChangePlanResponse201]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: OperatorPlanDto,

) -> FlatError | OperatorChangePlanResponse201 | None:
    """ Set an organisation's plan (operators)

     Master key only, in every environment: starts the given plan now and ends the current one, with the
    reason kept in the plan history (`source: operator`). For contracts made outside the checkout, by-
    quote plans and corrections. The same as `npm run admin -- set-plan`.

    Args:
        organisation_id (str):
        body (OperatorPlanDto): Plan to set, and why

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | OperatorChangePlanResponse201
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.evaluation_collection import EvaluationCollection
from ...models.flat_error import FlatError
from ...models.list_evaluation_order_bydate import ListEvaluationOrderBydate
from ...models.list_evaluation_order_bytype import ListEvaluationOrderBytype
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    type_: str | Unset = UNSET,
    status: str | Unset = UNSET,
    issuer_id: str | Unset = UNSET,
    order_bydate: ListEvaluationOrderBydate | Unset = UNSET,
    order_bytype: ListEvaluationOrderBytype | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["type"] = type_

    params["status"] = status

    params["issuer_id"] = issuer_id

    json_order_bydate: str | Unset = UNSET
    if not isinstance(order_bydate, Unset):
        json_order_bydate = order_bydate.value

    params["orderBy[date]"] = json_order_bydate

    json_order_bytype: str | Unset = UNSET
    if not isinstance(order_bytype, Unset):
        json_order_bytype = order_bytype.value

    params["orderBy[type]"] = json_order_bytype


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/users/{user_id}/evaluations".format(organisation_id=quote(str(organisation_id), safe=""),user_id=quote(str(user_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EvaluationCollection | FlatError | None:
    if response.status_code == 200:
        response_200 = EvaluationCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EvaluationCollection | FlatError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    type_: str | Unset = UNSET,
    status: str | Unset = UNSET,
    issuer_id: str | Unset = UNSET,
    order_bydate: ListEvaluationOrderBydate | Unset = UNSET,
    order_bytype: ListEvaluationOrderBytype | Unset = UNSET,

) -> Response[EvaluationCollection | FlatError]:
    """ List evaluations

     An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project
    debrief). Created with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id
    must be a user of the organisation (400 otherwise); status moves freely between draft and done.
    Deleting the issuing user keeps the evaluation and sets issuer_id (and issuer) to null.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `type` (equals), `status` (equals), `issuer_id` (equals). Order: `orderBy[date]`,
    `orderBy[type]` (asc or desc; several apply in the order listed here), then creation. Unknown query
    keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        type_ (str | Unset):
        status (str | Unset):
        issuer_id (str | Unset):
        order_bydate (ListEvaluationOrderBydate | Unset):
        order_bytype (ListEvaluationOrderBytype | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EvaluationCollection | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
page=page,
items_per_page=items_per_page,
type_=type_,
status=status,
issuer_id=issuer_id,
order_bydate=order_bydate,
order_bytype=order_bytype,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    type_: str | Unset = UNSET,
    status: str | Unset = UNSET,
    issuer_id: str | Unset = UNSET,
    order_bydate: ListEvaluationOrderBydate | Unset = UNSET,
    order_bytype: ListEvaluationOrderBytype | Unset = UNSET,

) -> EvaluationCollection | FlatError | None:
    """ List evaluations

     An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project
    debrief). Created with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id
    must be a user of the organisation (400 otherwise); status moves freely between draft and done.
    Deleting the issuing user keeps the evaluation and sets issuer_id (and issuer) to null.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `type` (equals), `status` (equals), `issuer_id` (equals). Order: `orderBy[date]`,
    `orderBy[type]` (asc or desc; several apply in the order listed here), then creation. Unknown query
    keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        type_ (str | Unset):
        status (str | Unset):
        issuer_id (str | Unset):
        order_bydate (ListEvaluationOrderBydate | Unset):
        order_bytype (ListEvaluationOrderBytype | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EvaluationCollection | FlatError
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
type_=type_,
status=status,
issuer_id=issuer_id,
order_bydate=order_bydate,
order_bytype=order_bytype,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    type_: str | Unset = UNSET,
    status: str | Unset = UNSET,
    issuer_id: str | Unset = UNSET,
    order_bydate: ListEvaluationOrderBydate | Unset = UNSET,
    order_bytype: ListEvaluationOrderBytype | Unset = UNSET,

) -> Response[EvaluationCollection | FlatError]:
    """ List evaluations

     An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project
    debrief). Created with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id
    must be a user of the organisation (400 otherwise); status moves freely between draft and done.
    Deleting the issuing user keeps the evaluation and sets issuer_id (and issuer) to null.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `type` (equals), `status` (equals), `issuer_id` (equals). Order: `orderBy[date]`,
    `orderBy[type]` (asc or desc; several apply in the order listed here), then creation. Unknown query
    keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        type_ (str | Unset):
        status (str | Unset):
        issuer_id (str | Unset):
        order_bydate (ListEvaluationOrderBydate | Unset):
        order_bytype (ListEvaluationOrderBytype | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EvaluationCollection | FlatError]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
page=page,
items_per_page=items_per_page,
type_=type_,
status=status,
issuer_id=issuer_id,
order_bydate=order_bydate,
order_bytype=order_bytype,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    user_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    type_: str | Unset = UNSET,
    status: str | Unset = UNSET,
    issuer_id: str | Unset = UNSET,
    order_bydate: ListEvaluationOrderBydate | Unset = UNSET,
    order_bytype: ListEvaluationOrderBytype | Unset = UNSET,

) -> EvaluationCollection | FlatError | None:
    """ List evaluations

     An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project
    debrief). Created with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id
    must be a user of the organisation (400 otherwise); status moves freely between draft and done.
    Deleting the issuing user keeps the evaluation and sets issuer_id (and issuer) to null.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `type` (equals), `status` (equals), `issuer_id` (equals). Order: `orderBy[date]`,
    `orderBy[type]` (asc or desc; several apply in the order listed here), then creation. Unknown query
    keys are a 400.

    Args:
        organisation_id (str):
        user_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        type_ (str | Unset):
        status (str | Unset):
        issuer_id (str | Unset):
        order_bydate (ListEvaluationOrderBydate | Unset):
        order_bytype (ListEvaluationOrderBytype | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EvaluationCollection | FlatError
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id=user_id,
client=client,
page=page,
items_per_page=items_per_page,
type_=type_,
status=status,
issuer_id=issuer_id,
order_bydate=order_bydate,
order_bytype=order_bytype,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.list_session_order_byname import ListSessionOrderByname
from ...models.list_session_order_bystart_date import ListSessionOrderBystartDate
from ...models.session_collection import SessionCollection
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    organisation_id: str,
    course_id: str,
    *,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListSessionOrderByname | Unset = UNSET,
    order_bystart_date: ListSessionOrderBystartDate | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["itemsPerPage"] = items_per_page

    params["name"] = name

    json_order_byname: str | Unset = UNSET
    if not isinstance(order_byname, Unset):
        json_order_byname = order_byname.value

    params["orderBy[name]"] = json_order_byname

    json_order_bystart_date: str | Unset = UNSET
    if not isinstance(order_bystart_date, Unset):
        json_order_bystart_date = order_bystart_date.value

    params["orderBy[start_date]"] = json_order_bystart_date


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/organisations/{organisation_id}/courses/{course_id}/sessions".format(organisation_id=quote(str(organisation_id), safe=""),course_id=quote(str(course_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | SessionCollection | None:
    if response.status_code == 200:
        response_200 = SessionCollection.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | SessionCollection]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    course_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListSessionOrderByname | Unset = UNSET,
    order_bystart_date: ListSessionOrderBystartDate | Unset = UNSET,

) -> Response[FlatError | SessionCollection]:
    """ List sessions

     A dated session of a course (a cohort or class).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[start_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        course_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListSessionOrderByname | Unset):
        order_bystart_date (ListSessionOrderBystartDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | SessionCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
course_id=course_id,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_bystart_date=order_bystart_date,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    course_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListSessionOrderByname | Unset = UNSET,
    order_bystart_date: ListSessionOrderBystartDate | Unset = UNSET,

) -> FlatError | SessionCollection | None:
    """ List sessions

     A dated session of a course (a cohort or class).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[start_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        course_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListSessionOrderByname | Unset):
        order_bystart_date (ListSessionOrderBystartDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | SessionCollection
     """


    return sync_detailed(
        organisation_id=organisation_id,
course_id=course_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_bystart_date=order_bystart_date,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    course_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListSessionOrderByname | Unset = UNSET,
    order_bystart_date: ListSessionOrderBystartDate | Unset = UNSET,

) -> Response[FlatError | SessionCollection]:
    """ List sessions

     A dated session of a course (a cohort or class).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[start_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        course_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListSessionOrderByname | Unset):
        order_bystart_date (ListSessionOrderBystartDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | SessionCollection]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
course_id=course_id,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_bystart_date=order_bystart_date,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    course_id: str,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    items_per_page: int | Unset = 30,
    name: str | Unset = UNSET,
    order_byname: ListSessionOrderByname | Unset = UNSET,
    order_bystart_date: ListSessionOrderBystartDate | Unset = UNSET,

) -> FlatError | SessionCollection | None:
    """ List sessions

     A dated session of a course (a cohort or class).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Filters: `name` (contains). Order: `orderBy[name]`, `orderBy[start_date]` (asc or desc; several
    apply in the order listed here), then creation. Unknown query keys are a 400.

    Args:
        organisation_id (str):
        course_id (str):
        page (int | Unset):  Default: 1.
        items_per_page (int | Unset):  Default: 30.
        name (str | Unset):
        order_byname (ListSessionOrderByname | Unset):
        order_bystart_date (ListSessionOrderBystartDate | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | SessionCollection
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
course_id=course_id,
client=client,
page=page,
items_per_page=items_per_page,
name=name,
order_byname=order_byname,
order_bystart_date=order_bystart_date,

    )).parsed

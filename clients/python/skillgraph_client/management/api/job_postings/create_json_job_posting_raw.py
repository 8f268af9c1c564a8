from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_json_job_posting_raw_body import CreateJsonJobPostingRawBody
from ...models.create_json_job_posting_raw_response_201 import CreateJsonJobPostingRawResponse201
from ...models.flat_error import FlatError
from typing import cast



def _get_kwargs(
    organisation_id: str,
    *,
    body: CreateJsonJobPostingRawBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organisations/{organisation_id}/jsonJobPostingRaws".format(organisation_id=quote(str(organisation_id), safe=""),),
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateJsonJobPostingRawResponse201 | FlatError | None:
    if response.status_code == 201:
        response_201 = CreateJsonJobPostingRawResponse201.from_dict(response.json())



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

    if response.status_code == 413:
        response_413 = FlatError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = FlatError.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = FlatError.from_dict(response.json())



        return response_429

    if response.status_code == 501:
        response_501 = FlatError.from_dict(response.json())



        return response_501

    if response.status_code == 503:
        response_503 = FlatError.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateJsonJobPostingRawResponse201 | FlatError]:
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
    body: CreateJsonJobPostingRawBody,

) -> Response[CreateJsonJobPostingRawResponse201 | FlatError]:
    """ Upload and treat job postings

     Each uploaded file (multipart field `files`, at most UPLOAD_MAX_FILES) becomes a
    JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and
    an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable
    file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the
    treated postings.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 5 credits per successful call.

    Args:
        organisation_id (str):
        body (CreateJsonJobPostingRawBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateJsonJobPostingRawResponse201 | FlatError]
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
    body: CreateJsonJobPostingRawBody,

) -> CreateJsonJobPostingRawResponse201 | FlatError | None:
    """ Upload and treat job postings

     Each uploaded file (multipart field `files`, at most UPLOAD_MAX_FILES) becomes a
    JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and
    an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable
    file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the
    treated postings.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 5 credits per successful call.

    Args:
        organisation_id (str):
        body (CreateJsonJobPostingRawBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateJsonJobPostingRawResponse201 | FlatError
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
    body: CreateJsonJobPostingRawBody,

) -> Response[CreateJsonJobPostingRawResponse201 | FlatError]:
    """ Upload and treat job postings

     Each uploaded file (multipart field `files`, at most UPLOAD_MAX_FILES) becomes a
    JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and
    an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable
    file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the
    treated postings.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 5 credits per successful call.

    Args:
        organisation_id (str):
        body (CreateJsonJobPostingRawBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateJsonJobPostingRawResponse201 | FlatError]
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
    body: CreateJsonJobPostingRawBody,

) -> CreateJsonJobPostingRawResponse201 | FlatError | None:
    """ Upload and treat job postings

     Each uploaded file (multipart field `files`, at most UPLOAD_MAX_FILES) becomes a
    JsonJobPostingTreated (title, company, location, contract, experience, salary, requirements...) and
    an OrganisationJsonJobPosting in DRAFT. Every file is read before anything is stored: one unreadable
    file fails the upload (400/501) and nothing is kept. 5 credits per call. Answers a collection of the
    treated postings.

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Cost: 5 credits per successful call.

    Args:
        organisation_id (str):
        body (CreateJsonJobPostingRawBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateJsonJobPostingRawResponse201 | FlatError
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
client=client,
body=body,

    )).parsed

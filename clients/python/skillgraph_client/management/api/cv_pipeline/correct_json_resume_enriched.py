from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.correct_json_resume_enriched_body import CorrectJsonResumeEnrichedBody
from ...models.flat_error import FlatError
from ...models.json_resume_corrected_enriched import JsonResumeCorrectedEnriched
from typing import cast



def _get_kwargs(
    organisation_id: str,
    user_id: str,
    json_resume_enriched_id: str,
    *,
    body: CorrectJsonResumeEnrichedBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/organisations/{organisation_id}/users/{user_id}/jsonResumeEnricheds/{json_resume_enriched_id}/jsonResumeCorrectedEnricheds".format(organisation_id=quote(str(organisation_id), safe=""),user_id=quote(str(user_id), safe=""),json_resume_enriched_id=quote(str(json_resume_enriched_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | JsonResumeCorrectedEnriched | None:
    if response.status_code == 201:
        response_201 = JsonResumeCorrectedEnriched.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = FlatError.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | JsonResumeCorrectedEnriched]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organisation_id: str,
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CorrectJsonResumeEnrichedBody,

) -> Response[FlatError | JsonResumeCorrectedEnriched]:
    """ Correct an enriched CV and write the user profile

     The end of the pipeline: the corrected CV and its graph skills become the user's profile entities
    (works, educations, skills linked to graph skills, languages, volunteering, projects, awards,
    certificates, publications, interests, references, the headline as a title), in one transaction.
    `profile` counts what was written and lists entries the profile could not take, with why. One per
    enriched CV (409 conflict otherwise).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        json_resume_enriched_id (str):
        body (CorrectJsonResumeEnrichedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonResumeCorrectedEnriched]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    organisation_id: str,
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CorrectJsonResumeEnrichedBody,

) -> FlatError | JsonResumeCorrectedEnriched | None:
    """ Correct an enriched CV and write the user profile

     The end of the pipeline: the corrected CV and its graph skills become the user's profile entities
    (works, educations, skills linked to graph skills, languages, volunteering, projects, awards,
    certificates, publications, interests, references, the headline as a title), in one transaction.
    `profile` counts what was written and lists entries the profile could not take, with why. One per
    enriched CV (409 conflict otherwise).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        json_resume_enriched_id (str):
        body (CorrectJsonResumeEnrichedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonResumeCorrectedEnriched
     """


    return sync_detailed(
        organisation_id=organisation_id,
user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    organisation_id: str,
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CorrectJsonResumeEnrichedBody,

) -> Response[FlatError | JsonResumeCorrectedEnriched]:
    """ Correct an enriched CV and write the user profile

     The end of the pipeline: the corrected CV and its graph skills become the user's profile entities
    (works, educations, skills linked to graph skills, languages, volunteering, projects, awards,
    certificates, publications, interests, references, the headline as a title), in one transaction.
    `profile` counts what was written and lists entries the profile could not take, with why. One per
    enriched CV (409 conflict otherwise).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        json_resume_enriched_id (str):
        body (CorrectJsonResumeEnrichedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | JsonResumeCorrectedEnriched]
     """


    kwargs = _get_kwargs(
        organisation_id=organisation_id,
user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    organisation_id: str,
    user_id: str,
    json_resume_enriched_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: CorrectJsonResumeEnrichedBody,

) -> FlatError | JsonResumeCorrectedEnriched | None:
    """ Correct an enriched CV and write the user profile

     The end of the pipeline: the corrected CV and its graph skills become the user's profile entities
    (works, educations, skills linked to graph skills, languages, volunteering, projects, awards,
    certificates, publications, interests, references, the headline as a title), in one transaction.
    `profile` counts what was written and lists entries the profile could not take, with why. One per
    enriched CV (409 conflict otherwise).

    403 when the organisation is not yours; 404 when the path names an item of another organisation.

    Args:
        organisation_id (str):
        user_id (str):
        json_resume_enriched_id (str):
        body (CorrectJsonResumeEnrichedBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | JsonResumeCorrectedEnriched
     """


    return (await asyncio_detailed(
        organisation_id=organisation_id,
user_id=user_id,
json_resume_enriched_id=json_resume_enriched_id,
client=client,
body=body,

    )).parsed

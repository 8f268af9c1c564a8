from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.flat_error import FlatError
from ...models.parse_cv_body import ParseCvBody
from ...models.parse_cv_framework import ParseCvFramework
from ...models.parse_cv_lang import ParseCvLang
from ...models.parse_cv_response_200 import ParseCvResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: ParseCvBody,
    lang: ParseCvLang | Unset = UNSET,
    framework: ParseCvFramework | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    json_framework: str | Unset = UNSET
    if not isinstance(framework, Unset):
        json_framework = framework.value

    params["framework"] = json_framework


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/parse/cv",
        "params": params,
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> FlatError | ParseCvResponse200 | None:
    if response.status_code == 200:
        response_200 = ParseCvResponse200.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[FlatError | ParseCvResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ParseCvBody,
    lang: ParseCvLang | Unset = UNSET,
    framework: ParseCvFramework | Unset = UNSET,

) -> Response[FlatError | ParseCvResponse200]:
    """ Parse a CV

     Reads a CV (PDF, Word, OpenDocument, RTF, HTML, Markdown, plain text, or a scan or photo read by
    OCR; multipart field `file`) into JSON Resume: contact details, work, education, skills, languages,
    certificates, projects and more, dates as ISO 8601, in English, French or Spanish. Columns and
    sidebars are read in order. The skills it names or describes are linked to graph skills (`skills`,
    and `graph_skills` on each skills[] and work[] entry). Query: `lang` for labels (default: the CV's
    language), `framework` for skills (default ESCO).

    Cost: 5 credits per successful call.

    Args:
        lang (ParseCvLang | Unset):
        framework (ParseCvFramework | Unset):
        body (ParseCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ParseCvResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
framework=framework,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ParseCvBody,
    lang: ParseCvLang | Unset = UNSET,
    framework: ParseCvFramework | Unset = UNSET,

) -> FlatError | ParseCvResponse200 | None:
    """ Parse a CV

     Reads a CV (PDF, Word, OpenDocument, RTF, HTML, Markdown, plain text, or a scan or photo read by
    OCR; multipart field `file`) into JSON Resume: contact details, work, education, skills, languages,
    certificates, projects and more, dates as ISO 8601, in English, French or Spanish. Columns and
    sidebars are read in order. The skills it names or describes are linked to graph skills (`skills`,
    and `graph_skills` on each skills[] and work[] entry). Query: `lang` for labels (default: the CV's
    language), `framework` for skills (default ESCO).

    Cost: 5 credits per successful call.

    Args:
        lang (ParseCvLang | Unset):
        framework (ParseCvFramework | Unset):
        body (ParseCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ParseCvResponse200
     """


    return sync_detailed(
        client=client,
body=body,
lang=lang,
framework=framework,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ParseCvBody,
    lang: ParseCvLang | Unset = UNSET,
    framework: ParseCvFramework | Unset = UNSET,

) -> Response[FlatError | ParseCvResponse200]:
    """ Parse a CV

     Reads a CV (PDF, Word, OpenDocument, RTF, HTML, Markdown, plain text, or a scan or photo read by
    OCR; multipart field `file`) into JSON Resume: contact details, work, education, skills, languages,
    certificates, projects and more, dates as ISO 8601, in English, French or Spanish. Columns and
    sidebars are read in order. The skills it names or describes are linked to graph skills (`skills`,
    and `graph_skills` on each skills[] and work[] entry). Query: `lang` for labels (default: the CV's
    language), `framework` for skills (default ESCO).

    Cost: 5 credits per successful call.

    Args:
        lang (ParseCvLang | Unset):
        framework (ParseCvFramework | Unset):
        body (ParseCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FlatError | ParseCvResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
lang=lang,
framework=framework,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ParseCvBody,
    lang: ParseCvLang | Unset = UNSET,
    framework: ParseCvFramework | Unset = UNSET,

) -> FlatError | ParseCvResponse200 | None:
    """ Parse a CV

     Reads a CV (PDF, Word, OpenDocument, RTF, HTML, Markdown, plain text, or a scan or photo read by
    OCR; multipart field `file`) into JSON Resume: contact details, work, education, skills, languages,
    certificates, projects and more, dates as ISO 8601, in English, French or Spanish. Columns and
    sidebars are read in order. The skills it names or describes are linked to graph skills (`skills`,
    and `graph_skills` on each skills[] and work[] entry). Query: `lang` for labels (default: the CV's
    language), `framework` for skills (default ESCO).

    Cost: 5 credits per successful call.

    Args:
        lang (ParseCvLang | Unset):
        framework (ParseCvFramework | Unset):
        body (ParseCvBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FlatError | ParseCvResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,
lang=lang,
framework=framework,

    )).parsed

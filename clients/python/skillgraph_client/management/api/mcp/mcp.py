from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hydra_error import HydraError
from ...models.mcp_body import McpBody
from ...models.mcp_response_200 import McpResponse200
from ...models.mcp_response_400 import McpResponse400
from ...models.mcp_response_415 import McpResponse415
from typing import cast



def _get_kwargs(
    *,
    body: McpBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415 | None:
    if response.status_code == 200:
        response_200 = McpResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:
        response_400 = McpResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = HydraError.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = HydraError.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = HydraError.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = McpResponse415.from_dict(response.json())



        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: McpBody,

) -> Response[Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415]:
    """ Model Context Protocol (assistants)

     JSON-RPC 2.0 messages of the Model Context Protocol over streamable HTTP, stateless (send `Accept:
    application/json, text/event-stream`). Tools: search_skills, search_occupations, search_sectors,
    read_concept, skill_neighbours, skill_prerequisites, crosswalk, extract_skills, match_cv_to_job,
    career_transitions; each calls the route it names with the caller's credentials and costs what that
    route costs. Use an API key created with `origin: mcp`, or an OAuth token.

    Args:
        body (McpBody): A JSON-RPC request (with an id) or notification (without); the protocol
            checks the rest

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: McpBody,

) -> Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415 | None:
    """ Model Context Protocol (assistants)

     JSON-RPC 2.0 messages of the Model Context Protocol over streamable HTTP, stateless (send `Accept:
    application/json, text/event-stream`). Tools: search_skills, search_occupations, search_sectors,
    read_concept, skill_neighbours, skill_prerequisites, crosswalk, extract_skills, match_cv_to_job,
    career_transitions; each calls the route it names with the caller's credentials and costs what that
    route costs. Use an API key created with `origin: mcp`, or an OAuth token.

    Args:
        body (McpBody): A JSON-RPC request (with an id) or notification (without); the protocol
            checks the rest

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: McpBody,

) -> Response[Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415]:
    """ Model Context Protocol (assistants)

     JSON-RPC 2.0 messages of the Model Context Protocol over streamable HTTP, stateless (send `Accept:
    application/json, text/event-stream`). Tools: search_skills, search_occupations, search_sectors,
    read_concept, skill_neighbours, skill_prerequisites, crosswalk, extract_skills, match_cv_to_job,
    career_transitions; each calls the route it names with the caller's credentials and costs what that
    route costs. Use an API key created with `origin: mcp`, or an OAuth token.

    Args:
        body (McpBody): A JSON-RPC request (with an id) or notification (without); the protocol
            checks the rest

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: McpBody,

) -> Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415 | None:
    """ Model Context Protocol (assistants)

     JSON-RPC 2.0 messages of the Model Context Protocol over streamable HTTP, stateless (send `Accept:
    application/json, text/event-stream`). Tools: search_skills, search_occupations, search_sectors,
    read_concept, skill_neighbours, skill_prerequisites, crosswalk, extract_skills, match_cv_to_job,
    career_transitions; each calls the route it names with the caller's credentials and costs what that
    route costs. Use an API key created with `origin: mcp`, or an OAuth token.

    Args:
        body (McpBody): A JSON-RPC request (with an id) or notification (without); the protocol
            checks the rest

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | HydraError | McpResponse200 | McpResponse400 | McpResponse415
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed

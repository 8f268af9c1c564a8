"""skillgraph client: the generated API (skillgraph_client.graph, skillgraph_client.management) under a
thin layer of credentials, retries, errors, paging and uploads (see README.md)."""

from ._layer import (
    ApiKey,
    AsyncSkillgraph,
    BearerToken,
    Credentials,
    OAuthClient,
    Skillgraph,
    SkillgraphError,
    files,
)

__all__ = [
    "ApiKey",
    "AsyncSkillgraph",
    "BearerToken",
    "Credentials",
    "OAuthClient",
    "Skillgraph",
    "SkillgraphError",
    "files",
]

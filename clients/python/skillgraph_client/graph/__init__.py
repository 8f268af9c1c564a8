
""" A client library for accessing skillgraph: skills-graph API """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)

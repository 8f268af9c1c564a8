
""" A client library for accessing skillgraph: organisation and user management API """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RegisterOAuthClientResponse201")



@_attrs_define
class RegisterOAuthClientResponse201:
    """ 
        Attributes:
            client_id (str):
            client_secret (str): Shown in this response only; only its SHA-256 is stored
            client_id_issued_at (int):
            client_secret_expires_at (int): 0: the secret does not expire
            client_name (str):
            organisation_id (str):
            grant_types (list[str]):
            token_endpoint_auth_method (str):
            scope (str):
     """

    client_id: str
    client_secret: str
    client_id_issued_at: int
    client_secret_expires_at: int
    client_name: str
    organisation_id: str
    grant_types: list[str]
    token_endpoint_auth_method: str
    scope: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        client_secret = self.client_secret

        client_id_issued_at = self.client_id_issued_at

        client_secret_expires_at = self.client_secret_expires_at

        client_name = self.client_name

        organisation_id = self.organisation_id

        grant_types = self.grant_types



        token_endpoint_auth_method = self.token_endpoint_auth_method

        scope = self.scope


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "client_id": client_id,
            "client_secret": client_secret,
            "client_id_issued_at": client_id_issued_at,
            "client_secret_expires_at": client_secret_expires_at,
            "client_name": client_name,
            "organisation_id": organisation_id,
            "grant_types": grant_types,
            "token_endpoint_auth_method": token_endpoint_auth_method,
            "scope": scope,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        client_secret = d.pop("client_secret")

        client_id_issued_at = d.pop("client_id_issued_at")

        client_secret_expires_at = d.pop("client_secret_expires_at")

        client_name = d.pop("client_name")

        organisation_id = d.pop("organisation_id")

        grant_types = cast(list[str], d.pop("grant_types"))


        token_endpoint_auth_method = d.pop("token_endpoint_auth_method")

        scope = d.pop("scope")

        register_o_auth_client_response_201 = cls(
            client_id=client_id,
            client_secret=client_secret,
            client_id_issued_at=client_id_issued_at,
            client_secret_expires_at=client_secret_expires_at,
            client_name=client_name,
            organisation_id=organisation_id,
            grant_types=grant_types,
            token_endpoint_auth_method=token_endpoint_auth_method,
            scope=scope,
        )


        register_o_auth_client_response_201.additional_properties = d
        return register_o_auth_client_response_201

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

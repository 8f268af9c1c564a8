from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.register_o_auth_client_body_grant_types_item import RegisterOAuthClientBodyGrantTypesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegisterOAuthClientBody")



@_attrs_define
class RegisterOAuthClientBody:
    """ 
        Attributes:
            client_name (str):
            scope (str | Unset): Scopes, space-separated, each granting a permission bit: `graph:read` (1),
                `documents:parse` (2), `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write`
                (32). Default: every scope the registrant holds.
            grant_types (list[RegisterOAuthClientBodyGrantTypesItem] | Unset):
            organisation_id (str | Unset): Required with the master key; otherwise the caller's own organisation
     """

    client_name: str
    scope: str | Unset = UNSET
    grant_types: list[RegisterOAuthClientBodyGrantTypesItem] | Unset = UNSET
    organisation_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        client_name = self.client_name

        scope = self.scope

        grant_types: list[str] | Unset = UNSET
        if not isinstance(self.grant_types, Unset):
            grant_types = []
            for grant_types_item_data in self.grant_types:
                grant_types_item = grant_types_item_data.value
                grant_types.append(grant_types_item)



        organisation_id = self.organisation_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "client_name": client_name,
        })
        if scope is not UNSET:
            field_dict["scope"] = scope
        if grant_types is not UNSET:
            field_dict["grant_types"] = grant_types
        if organisation_id is not UNSET:
            field_dict["organisation_id"] = organisation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_name = d.pop("client_name")

        scope = d.pop("scope", UNSET)

        _grant_types = d.pop("grant_types", UNSET)
        grant_types: list[RegisterOAuthClientBodyGrantTypesItem] | Unset = UNSET
        if _grant_types is not UNSET:
            grant_types = []
            for grant_types_item_data in _grant_types:
                grant_types_item = RegisterOAuthClientBodyGrantTypesItem(grant_types_item_data)



                grant_types.append(grant_types_item)


        organisation_id = d.pop("organisation_id", UNSET)

        register_o_auth_client_body = cls(
            client_name=client_name,
            scope=scope,
            grant_types=grant_types,
            organisation_id=organisation_id,
        )

        return register_o_auth_client_body


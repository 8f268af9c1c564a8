from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.oauth_token_data_body_grant_type import OauthTokenDataBodyGrantType
from ..types import UNSET, Unset






T = TypeVar("T", bound="OauthTokenDataBody")



@_attrs_define
class OauthTokenDataBody:
    """ 
        Attributes:
            grant_type (OauthTokenDataBodyGrantType): The only grant: anything else is 400 unsupported_grant_type
            client_id (str | Unset):
            client_secret (str | Unset):
            scope (str | Unset): Scopes, space-separated, each granting a permission bit: `graph:read` (1),
                `documents:parse` (2), `documents:enrich` (4), `intelligence` (8), `management:read` (16), `management:write`
                (32). Default: all of the client's.
            subject (str | Unset): An end-user id of the client organisation: the token then acts as that user (a per-end-
                user sub-token), never beyond that user's permissions
     """

    grant_type: OauthTokenDataBodyGrantType
    client_id: str | Unset = UNSET
    client_secret: str | Unset = UNSET
    scope: str | Unset = UNSET
    subject: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        grant_type = self.grant_type.value

        client_id = self.client_id

        client_secret = self.client_secret

        scope = self.scope

        subject = self.subject


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "grant_type": grant_type,
        })
        if client_id is not UNSET:
            field_dict["client_id"] = client_id
        if client_secret is not UNSET:
            field_dict["client_secret"] = client_secret
        if scope is not UNSET:
            field_dict["scope"] = scope
        if subject is not UNSET:
            field_dict["subject"] = subject

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grant_type = OauthTokenDataBodyGrantType(d.pop("grant_type"))




        client_id = d.pop("client_id", UNSET)

        client_secret = d.pop("client_secret", UNSET)

        scope = d.pop("scope", UNSET)

        subject = d.pop("subject", UNSET)

        oauth_token_data_body = cls(
            grant_type=grant_type,
            client_id=client_id,
            client_secret=client_secret,
            scope=scope,
            subject=subject,
        )


        oauth_token_data_body.additional_properties = d
        return oauth_token_data_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ReplaceUserResponse200")



@_attrs_define
class ReplaceUserResponse200:
    """ A user of an organisation; the password is never returned

        Attributes:
            id (str):
            organisation_id (str):
            email (str):
            name (str):
            roles (list[str]):
            permissions (int): Permission bit-flags: GRAPH_READ=1, DOCUMENTS_PARSE=2, DOCUMENTS_ENRICH=4, INTELLIGENCE=8,
                MANAGEMENT_READ=16, MANAGEMENT_WRITE=32, ADMIN=64, BILLING=128; derived from the roles
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    email: str
    name: str
    roles: list[str]
    permissions: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        email = self.email

        name = self.name

        roles = self.roles



        permissions = self.permissions

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "email": email,
            "name": name,
            "roles": roles,
            "permissions": permissions,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        email = d.pop("email")

        name = d.pop("name")

        roles = cast(list[str], d.pop("roles"))


        permissions = d.pop("permissions")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        replace_user_response_200 = cls(
            id=id,
            organisation_id=organisation_id,
            email=email,
            name=name,
            roles=roles,
            permissions=permissions,
            created_at=created_at,
            updated_at=updated_at,
        )


        replace_user_response_200.additional_properties = d
        return replace_user_response_200

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

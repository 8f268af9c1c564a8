from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ListRolesResponse200HydramemberItem")



@_attrs_define
class ListRolesResponse200HydramemberItem:
    """ A global role: a named set of permission bits

        Attributes:
            id (str):
            name (str):
            description (str):
            permissions (int): Permission bit-flags: GRAPH_READ=1, DOCUMENTS_PARSE=2, DOCUMENTS_ENRICH=4, INTELLIGENCE=8,
                MANAGEMENT_READ=16, MANAGEMENT_WRITE=32, ADMIN=64, BILLING=128
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    name: str
    description: str
    permissions: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        description = self.description

        permissions = self.permissions

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "description": description,
            "permissions": permissions,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        description = d.pop("description")

        permissions = d.pop("permissions")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        list_roles_response_200_hydramember_item = cls(
            id=id,
            name=name,
            description=description,
            permissions=permissions,
            created_at=created_at,
            updated_at=updated_at,
        )


        list_roles_response_200_hydramember_item.additional_properties = d
        return list_roles_response_200_hydramember_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.replace_user_body_roles_item import ReplaceUserBodyRolesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ReplaceUserBody")



@_attrs_define
class ReplaceUserBody:
    """ 
        Attributes:
            email (str):
            name (str):
            roles (list[ReplaceUserBodyRolesItem]): Role names (GET /v1/roles); the user holds the union of their
                permissions
            password (str | Unset): A new password (at least 10 characters); absent keeps the current one
     """

    email: str
    name: str
    roles: list[ReplaceUserBodyRolesItem]
    password: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        name = self.name

        roles = []
        for roles_item_data in self.roles:
            roles_item = roles_item_data.value
            roles.append(roles_item)



        password = self.password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "name": name,
            "roles": roles,
        })
        if password is not UNSET:
            field_dict["password"] = password

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        name = d.pop("name")

        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            roles_item = ReplaceUserBodyRolesItem(roles_item_data)



            roles.append(roles_item)


        password = d.pop("password", UNSET)

        replace_user_body = cls(
            email=email,
            name=name,
            roles=roles,
            password=password,
        )

        return replace_user_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_user_body_roles_item import CreateUserBodyRolesItem
from typing import cast






T = TypeVar("T", bound="CreateUserBody")



@_attrs_define
class CreateUserBody:
    """ 
        Attributes:
            email (str):
            name (str):
            password (str): At least 10 characters
            roles (list[CreateUserBodyRolesItem]): Role names (GET /v1/roles); the user holds the union of their permissions
     """

    email: str
    name: str
    password: str
    roles: list[CreateUserBodyRolesItem]





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        name = self.name

        password = self.password

        roles = []
        for roles_item_data in self.roles:
            roles_item = roles_item_data.value
            roles.append(roles_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "name": name,
            "password": password,
            "roles": roles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        name = d.pop("name")

        password = d.pop("password")

        roles = []
        _roles = d.pop("roles")
        for roles_item_data in (_roles):
            roles_item = CreateUserBodyRolesItem(roles_item_data)



            roles.append(roles_item)


        create_user_body = cls(
            email=email,
            name=name,
            password=password,
            roles=roles,
        )

        return create_user_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LoginBody")



@_attrs_define
class LoginBody:
    """ 
        Attributes:
            email (str):
            password (str):
            organisation_id (str | Unset): The organisation to log into, for an email with accounts in several organisations
                (accounts are per organisation); without it, the oldest account of the email
     """

    email: str
    password: str
    organisation_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        email = self.email

        password = self.password

        organisation_id = self.organisation_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "password": password,
        })
        if organisation_id is not UNSET:
            field_dict["organisation_id"] = organisation_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        password = d.pop("password")

        organisation_id = d.pop("organisation_id", UNSET)

        login_body = cls(
            email=email,
            password=password,
            organisation_id=organisation_id,
        )

        return login_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UserCertificateInput")



@_attrs_define
class UserCertificateInput:
    """ 
        Attributes:
            name (str): Name
            date (str): Date obtained: ISO 8601 date (YYYY-MM-DD) or date-time
            url (str): Where the certificate can be checked
            issuer (str): Who issued it
     """

    name: str
    date: str
    url: str
    issuer: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        date = self.date

        url = self.url

        issuer = self.issuer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "date": date,
            "url": url,
            "issuer": issuer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        date = d.pop("date")

        url = d.pop("url")

        issuer = d.pop("issuer")

        user_certificate_input = cls(
            name=name,
            date=date,
            url=url,
            issuer=issuer,
        )

        return user_certificate_input


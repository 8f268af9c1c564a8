from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RefreshTokenBody")



@_attrs_define
class RefreshTokenBody:
    """ 
        Attributes:
            refresh_token (str):
     """

    refresh_token: str





    def to_dict(self) -> dict[str, Any]:
        refresh_token = self.refresh_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "refresh_token": refresh_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        refresh_token = d.pop("refresh_token")

        refresh_token_body = cls(
            refresh_token=refresh_token,
        )

        return refresh_token_body


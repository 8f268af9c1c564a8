from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CareerUserInput")



@_attrs_define
class CareerUserInput:
    """ 
        Attributes:
            user_id (str): A user of the organisation
            start_date (str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (str): End: ISO 8601 date (YYYY-MM-DD) or date-time
     """

    user_id: str
    start_date: str
    end_date: str





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        start_date = self.start_date

        end_date = self.end_date


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "user_id": user_id,
            "start_date": start_date,
            "end_date": end_date,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        start_date = d.pop("start_date")

        end_date = d.pop("end_date")

        career_user_input = cls(
            user_id=user_id,
            start_date=start_date,
            end_date=end_date,
        )

        return career_user_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="CreateApiKeyBodyExpirationDateType0")



@_attrs_define
class CreateApiKeyBodyExpirationDateType0:
    """ When the key stops working

        Attributes:
            date (datetime.date | datetime.datetime): ISO 8601: a date (then midnight UTC) or a date-time with its offset
     """

    date: datetime.date | datetime.datetime





    def to_dict(self) -> dict[str, Any]:
        date: str
        if isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date.isoformat()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "date": date,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_date(data: object) -> datetime.date | datetime.datetime:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            date_type_1 = datetime.datetime.fromisoformat(data)



            return date_type_1

        date = _parse_date(d.pop("date"))


        create_api_key_body_expiration_date_type_0 = cls(
            date=date,
        )

        return create_api_key_body_expiration_date_type_0


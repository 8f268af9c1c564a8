from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SessionInput")



@_attrs_define
class SessionInput:
    """ 
        Attributes:
            name (str): Name
            start_date (str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str | Unset): End: ISO 8601 date (YYYY-MM-DD) or date-time
            location (None | str | Unset): Where, or "remote"
            capacity (int | None | Unset): Seats
     """

    name: str
    start_date: str
    end_date: None | str | Unset = UNSET
    location: None | str | Unset = UNSET
    capacity: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date = self.start_date

        end_date: None | str | Unset
        if isinstance(self.end_date, Unset):
            end_date = UNSET
        else:
            end_date = self.end_date

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        capacity: int | None | Unset
        if isinstance(self.capacity, Unset):
            capacity = UNSET
        else:
            capacity = self.capacity


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "start_date": start_date,
        })
        if end_date is not UNSET:
            field_dict["end_date"] = end_date
        if location is not UNSET:
            field_dict["location"] = location
        if capacity is not UNSET:
            field_dict["capacity"] = capacity

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        start_date = d.pop("start_date")

        def _parse_end_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_date = _parse_end_date(d.pop("end_date", UNSET))


        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_capacity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        capacity = _parse_capacity(d.pop("capacity", UNSET))


        session_input = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            location=location,
            capacity=capacity,
        )

        return session_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserAwardInput")



@_attrs_define
class UserAwardInput:
    """ 
        Attributes:
            title (str): Award
            date (None | str | Unset): Date: ISO 8601 date (YYYY-MM-DD) or date-time
            awarder (None | str | Unset): Who gave it
            summary (None | str | Unset): Why
     """

    title: str
    date: None | str | Unset = UNSET
    awarder: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        else:
            date = self.date

        awarder: None | str | Unset
        if isinstance(self.awarder, Unset):
            awarder = UNSET
        else:
            awarder = self.awarder

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
        })
        if date is not UNSET:
            field_dict["date"] = date
        if awarder is not UNSET:
            field_dict["awarder"] = awarder
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        def _parse_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date = _parse_date(d.pop("date", UNSET))


        def _parse_awarder(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        awarder = _parse_awarder(d.pop("awarder", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        user_award_input = cls(
            title=title,
            date=date,
            awarder=awarder,
            summary=summary,
        )

        return user_award_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserWorkInput")



@_attrs_define
class UserWorkInput:
    """ 
        Attributes:
            name (str): Employer
            position (str): Job title
            url (None | str | Unset): Web address
            location (None | str | Unset): Where
            start_date (None | str | Unset): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str | Unset): End; absent while current: ISO 8601 date (YYYY-MM-DD) or date-time
            summary (None | str | Unset): What the job was
            highlights (list[str] | None | Unset): Achievements
     """

    name: str
    position: str
    url: None | str | Unset = UNSET
    location: None | str | Unset = UNSET
    start_date: None | str | Unset = UNSET
    end_date: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET
    highlights: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        position = self.position

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        start_date: None | str | Unset
        if isinstance(self.start_date, Unset):
            start_date = UNSET
        else:
            start_date = self.start_date

        end_date: None | str | Unset
        if isinstance(self.end_date, Unset):
            end_date = UNSET
        else:
            end_date = self.end_date

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        highlights: list[str] | None | Unset
        if isinstance(self.highlights, Unset):
            highlights = UNSET
        elif isinstance(self.highlights, list):
            highlights = self.highlights


        else:
            highlights = self.highlights


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "position": position,
        })
        if url is not UNSET:
            field_dict["url"] = url
        if location is not UNSET:
            field_dict["location"] = location
        if start_date is not UNSET:
            field_dict["start_date"] = start_date
        if end_date is not UNSET:
            field_dict["end_date"] = end_date
        if summary is not UNSET:
            field_dict["summary"] = summary
        if highlights is not UNSET:
            field_dict["highlights"] = highlights

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        position = d.pop("position")

        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_start_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        start_date = _parse_start_date(d.pop("start_date", UNSET))


        def _parse_end_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_date = _parse_end_date(d.pop("end_date", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        def _parse_highlights(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                highlights_type_0 = cast(list[str], data)

                return highlights_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        highlights = _parse_highlights(d.pop("highlights", UNSET))


        user_work_input = cls(
            name=name,
            position=position,
            url=url,
            location=location,
            start_date=start_date,
            end_date=end_date,
            summary=summary,
            highlights=highlights,
        )

        return user_work_input


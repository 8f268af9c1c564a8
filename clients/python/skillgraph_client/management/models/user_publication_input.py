from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserPublicationInput")



@_attrs_define
class UserPublicationInput:
    """ 
        Attributes:
            name (str): Title
            publisher (None | str | Unset): Publisher
            release_date (None | str | Unset): Release date: ISO 8601 date (YYYY-MM-DD) or date-time
            url (None | str | Unset): Web address
            summary (None | str | Unset): Abstract
     """

    name: str
    publisher: None | str | Unset = UNSET
    release_date: None | str | Unset = UNSET
    url: None | str | Unset = UNSET
    summary: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        publisher: None | str | Unset
        if isinstance(self.publisher, Unset):
            publisher = UNSET
        else:
            publisher = self.publisher

        release_date: None | str | Unset
        if isinstance(self.release_date, Unset):
            release_date = UNSET
        else:
            release_date = self.release_date

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if release_date is not UNSET:
            field_dict["release_date"] = release_date
        if url is not UNSET:
            field_dict["url"] = url
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_publisher(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        publisher = _parse_publisher(d.pop("publisher", UNSET))


        def _parse_release_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        release_date = _parse_release_date(d.pop("release_date", UNSET))


        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        user_publication_input = cls(
            name=name,
            publisher=publisher,
            release_date=release_date,
            url=url,
            summary=summary,
        )

        return user_publication_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="UserAward")



@_attrs_define
class UserAward:
    """ An award (JSON Resume `awards`).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            user_id (str): Id of the owning User
            user (str): IRI of the owning User
            title (str): Award
            date (None | str): Date: ISO 8601 date (YYYY-MM-DD) or date-time
            awarder (None | str): Who gave it
            summary (None | str): Why
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    user_id: str
    user: str
    title: str
    date: None | str
    awarder: None | str
    summary: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        user_id = self.user_id

        user = self.user

        title = self.title

        date: None | str
        date = self.date

        awarder: None | str
        awarder = self.awarder

        summary: None | str
        summary = self.summary

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "user_id": user_id,
            "user": user,
            "title": title,
            "date": date,
            "awarder": awarder,
            "summary": summary,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        user_id = d.pop("user_id")

        user = d.pop("user")

        title = d.pop("title")

        def _parse_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date = _parse_date(d.pop("date"))


        def _parse_awarder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        awarder = _parse_awarder(d.pop("awarder"))


        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_award = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            user_id=user_id,
            user=user,
            title=title,
            date=date,
            awarder=awarder,
            summary=summary,
            created_at=created_at,
            updated_at=updated_at,
        )


        user_award.additional_properties = d
        return user_award

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

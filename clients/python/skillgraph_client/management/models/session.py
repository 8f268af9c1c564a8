from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Session")



@_attrs_define
class Session:
    """ A dated session of a course (a cohort or class).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            course_id (str): Id of the owning Course
            course (str): IRI of the owning Course
            name (str): Name
            start_date (str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            location (None | str): Where, or "remote"
            capacity (int | None): Seats
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    course_id: str
    course: str
    name: str
    start_date: str
    end_date: None | str
    location: None | str
    capacity: int | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        course_id = self.course_id

        course = self.course

        name = self.name

        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

        location: None | str
        location = self.location

        capacity: int | None
        capacity = self.capacity

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "course_id": course_id,
            "course": course,
            "name": name,
            "start_date": start_date,
            "end_date": end_date,
            "location": location,
            "capacity": capacity,
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

        course_id = d.pop("course_id")

        course = d.pop("course")

        name = d.pop("name")

        start_date = d.pop("start_date")

        def _parse_end_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_date = _parse_end_date(d.pop("end_date"))


        def _parse_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location = _parse_location(d.pop("location"))


        def _parse_capacity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        capacity = _parse_capacity(d.pop("capacity"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        session = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            course_id=course_id,
            course=course,
            name=name,
            start_date=start_date,
            end_date=end_date,
            location=location,
            capacity=capacity,
            created_at=created_at,
            updated_at=updated_at,
        )


        session.additional_properties = d
        return session

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

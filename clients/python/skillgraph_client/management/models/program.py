from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Program")



@_attrs_define
class Program:
    """ A talent programme of the organisation (onboarding, leadership track, reskilling).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            name (str): Name
            description (None | str): Aims and content
            start_date (None | str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            duration_hours (float | None): Learning time in hours
            skills (list[str] | None): Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    name: str
    description: None | str
    start_date: None | str
    end_date: None | str
    duration_hours: float | None
    skills: list[str] | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        name = self.name

        description: None | str
        description = self.description

        start_date: None | str
        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

        duration_hours: float | None
        duration_hours = self.duration_hours

        skills: list[str] | None
        if isinstance(self.skills, list):
            skills = self.skills


        else:
            skills = self.skills

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "name": name,
            "description": description,
            "start_date": start_date,
            "end_date": end_date,
            "duration_hours": duration_hours,
            "skills": skills,
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

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_start_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_date = _parse_start_date(d.pop("start_date"))


        def _parse_end_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_date = _parse_end_date(d.pop("end_date"))


        def _parse_duration_hours(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_hours = _parse_duration_hours(d.pop("duration_hours"))


        def _parse_skills(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                skills_type_0 = cast(list[str], data)

                return skills_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        skills = _parse_skills(d.pop("skills"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        program = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            name=name,
            description=description,
            start_date=start_date,
            end_date=end_date,
            duration_hours=duration_hours,
            skills=skills,
            created_at=created_at,
            updated_at=updated_at,
        )


        program.additional_properties = d
        return program

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Course")



@_attrs_define
class Course:
    """ A training course of the organisation. Deleting a course deletes its sessions.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            name (str): Name
            description (None | str): What the course teaches
            provider (None | str): Who gives it
            url (None | str): Web address
            duration_hours (float | None): Length in hours
            skills (list[str] | None): Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    name: str
    description: None | str
    provider: None | str
    url: None | str
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

        provider: None | str
        provider = self.provider

        url: None | str
        url = self.url

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
            "provider": provider,
            "url": url,
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


        def _parse_provider(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        provider = _parse_provider(d.pop("provider"))


        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


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




        course = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            name=name,
            description=description,
            provider=provider,
            url=url,
            duration_hours=duration_hours,
            skills=skills,
            created_at=created_at,
            updated_at=updated_at,
        )


        course.additional_properties = d
        return course

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Mission")



@_attrs_define
class Mission:
    """ A mission within a project, optionally assigned to a user of the organisation (user_id; 400 when not one of its
    users). Deleting that user unassigns the mission (user_id null).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            team_id (str): Id of the owning Team
            team (str): IRI of the owning Team
            project_id (str): Id of the owning Project
            project (str): IRI of the owning Project
            user (None | str): IRI of the user named by user_id
            name (str): Name
            description (None | str): What is to be done
            user_id (None | str): The user of the organisation assigned to it
            start_date (None | str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            skills (list[str] | None): Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    team_id: str
    team: str
    project_id: str
    project: str
    user: None | str
    name: str
    description: None | str
    user_id: None | str
    start_date: None | str
    end_date: None | str
    skills: list[str] | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        team_id = self.team_id

        team = self.team

        project_id = self.project_id

        project = self.project

        user: None | str
        user = self.user

        name = self.name

        description: None | str
        description = self.description

        user_id: None | str
        user_id = self.user_id

        start_date: None | str
        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

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
            "team_id": team_id,
            "team": team,
            "project_id": project_id,
            "project": project,
            "user": user,
            "name": name,
            "description": description,
            "user_id": user_id,
            "start_date": start_date,
            "end_date": end_date,
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

        team_id = d.pop("team_id")

        team = d.pop("team")

        project_id = d.pop("project_id")

        project = d.pop("project")

        def _parse_user(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user = _parse_user(d.pop("user"))


        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_user_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user_id = _parse_user_id(d.pop("user_id"))


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




        mission = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            team_id=team_id,
            team=team,
            project_id=project_id,
            project=project,
            user=user,
            name=name,
            description=description,
            user_id=user_id,
            start_date=start_date,
            end_date=end_date,
            skills=skills,
            created_at=created_at,
            updated_at=updated_at,
        )


        mission.additional_properties = d
        return mission

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

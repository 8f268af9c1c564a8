from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.project_status_type_0 import ProjectStatusType0
from typing import cast
import datetime






T = TypeVar("T", bound="Project")



@_attrs_define
class Project:
    """ A project of a team. Deleting a project deletes its missions.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            team_id (str): Id of the owning Team
            team (str): IRI of the owning Team
            name (str): Name
            description (None | str): What the project delivers
            status (None | ProjectStatusType0):
            start_date (None | str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    team_id: str
    team: str
    name: str
    description: None | str
    status: None | ProjectStatusType0
    start_date: None | str
    end_date: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        team_id = self.team_id

        team = self.team

        name = self.name

        description: None | str
        description = self.description

        status: None | str
        if isinstance(self.status, ProjectStatusType0):
            status = self.status.value
        else:
            status = self.status

        start_date: None | str
        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

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
            "name": name,
            "description": description,
            "status": status,
            "start_date": start_date,
            "end_date": end_date,
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

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_status(data: object) -> None | ProjectStatusType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = ProjectStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProjectStatusType0, data)

        status = _parse_status(d.pop("status"))


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


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        project = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            team_id=team_id,
            team=team,
            name=name,
            description=description,
            status=status,
            start_date=start_date,
            end_date=end_date,
            created_at=created_at,
            updated_at=updated_at,
        )


        project.additional_properties = d
        return project

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

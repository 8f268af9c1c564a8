from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.career_description import CareerDescription





T = TypeVar("T", bound="Career")



@_attrs_define
class Career:
    """ A career path the organisation offers: a target occupation (job_uuid) in a sector (sector_uuid). sector_uuid must
    name a Sector of the graph (e.g. `rome-sector-110`, GET /v1/search/sector) and job_uuid an Occupation (e.g.
    `rome-M1805` or an ESCO UUID); an unknown one is a 400 validation_error naming the field. Deleting a career deletes
    its career users.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            name (str): Name
            description (CareerDescription): Free-form description, e.g. {"fr": "...", "en": "..."}
            sector_uuid (str): Sector concept id of the graph, e.g. rome-sector-110
            job_uuid (str): Occupation concept id of the graph, e.g. rome-M1805 or an ESCO UUID
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    name: str
    description: CareerDescription
    sector_uuid: str
    job_uuid: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.career_description import CareerDescription # noqa: PLC0415
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        name = self.name

        description = self.description.to_dict()

        sector_uuid = self.sector_uuid

        job_uuid = self.job_uuid

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
            "sector_uuid": sector_uuid,
            "job_uuid": job_uuid,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.career_description import CareerDescription # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        name = d.pop("name")

        description = CareerDescription.from_dict(d.pop("description"))




        sector_uuid = d.pop("sector_uuid")

        job_uuid = d.pop("job_uuid")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        career = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            name=name,
            description=description,
            sector_uuid=sector_uuid,
            job_uuid=job_uuid,
            created_at=created_at,
            updated_at=updated_at,
        )


        career.additional_properties = d
        return career

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

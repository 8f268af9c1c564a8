from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.career_input_description import CareerInputDescription





T = TypeVar("T", bound="CareerInput")



@_attrs_define
class CareerInput:
    """ 
        Attributes:
            name (str): Name
            description (CareerInputDescription): Free-form description, e.g. {"fr": "...", "en": "..."}
            sector_uuid (str): Sector concept id of the graph, e.g. rome-sector-110
            job_uuid (str): Occupation concept id of the graph, e.g. rome-M1805 or an ESCO UUID
     """

    name: str
    description: CareerInputDescription
    sector_uuid: str
    job_uuid: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.career_input_description import CareerInputDescription # noqa: PLC0415
        name = self.name

        description = self.description.to_dict()

        sector_uuid = self.sector_uuid

        job_uuid = self.job_uuid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "description": description,
            "sector_uuid": sector_uuid,
            "job_uuid": job_uuid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.career_input_description import CareerInputDescription # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        description = CareerInputDescription.from_dict(d.pop("description"))




        sector_uuid = d.pop("sector_uuid")

        job_uuid = d.pop("job_uuid")

        career_input = cls(
            name=name,
            description=description,
            sector_uuid=sector_uuid,
            job_uuid=job_uuid,
        )

        return career_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_occupation_skills_response_200_meta import GetOccupationSkillsResponse200Meta
  from ..models.get_occupation_skills_response_200_occupation import GetOccupationSkillsResponse200Occupation
  from ..models.get_occupation_skills_response_200_skills_item import GetOccupationSkillsResponse200SkillsItem





T = TypeVar("T", bound="GetOccupationSkillsResponse200")



@_attrs_define
class GetOccupationSkillsResponse200:
    """ 
        Attributes:
            occupation (GetOccupationSkillsResponse200Occupation):
            skills (list[GetOccupationSkillsResponse200SkillsItem]):
            meta (GetOccupationSkillsResponse200Meta): Present on every graph API success body
     """

    occupation: GetOccupationSkillsResponse200Occupation
    skills: list[GetOccupationSkillsResponse200SkillsItem]
    meta: GetOccupationSkillsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_occupation_skills_response_200_meta import GetOccupationSkillsResponse200Meta # noqa: PLC0415
        from ..models.get_occupation_skills_response_200_occupation import GetOccupationSkillsResponse200Occupation # noqa: PLC0415
        from ..models.get_occupation_skills_response_200_skills_item import GetOccupationSkillsResponse200SkillsItem # noqa: PLC0415
        occupation = self.occupation.to_dict()

        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "occupation": occupation,
            "skills": skills,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_occupation_skills_response_200_meta import GetOccupationSkillsResponse200Meta # noqa: PLC0415
        from ..models.get_occupation_skills_response_200_occupation import GetOccupationSkillsResponse200Occupation # noqa: PLC0415
        from ..models.get_occupation_skills_response_200_skills_item import GetOccupationSkillsResponse200SkillsItem # noqa: PLC0415
        d = dict(src_dict)
        occupation = GetOccupationSkillsResponse200Occupation.from_dict(d.pop("occupation"))




        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = GetOccupationSkillsResponse200SkillsItem.from_dict(skills_item_data)



            skills.append(skills_item)


        meta = GetOccupationSkillsResponse200Meta.from_dict(d.pop("meta"))




        get_occupation_skills_response_200 = cls(
            occupation=occupation,
            skills=skills,
            meta=meta,
        )


        get_occupation_skills_response_200.additional_properties = d
        return get_occupation_skills_response_200

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

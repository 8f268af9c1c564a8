from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_occupation_response_200_skills_essential_item import GetOccupationResponse200SkillsEssentialItem
  from ..models.get_occupation_response_200_skills_optional_item import GetOccupationResponse200SkillsOptionalItem





T = TypeVar("T", bound="GetOccupationResponse200Skills")



@_attrs_define
class GetOccupationResponse200Skills:
    """ 
        Attributes:
            essential (list[GetOccupationResponse200SkillsEssentialItem]):
            optional (list[GetOccupationResponse200SkillsOptionalItem]):
     """

    essential: list[GetOccupationResponse200SkillsEssentialItem]
    optional: list[GetOccupationResponse200SkillsOptionalItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_occupation_response_200_skills_essential_item import GetOccupationResponse200SkillsEssentialItem # noqa: PLC0415
        from ..models.get_occupation_response_200_skills_optional_item import GetOccupationResponse200SkillsOptionalItem # noqa: PLC0415
        essential = []
        for essential_item_data in self.essential:
            essential_item = essential_item_data.to_dict()
            essential.append(essential_item)



        optional = []
        for optional_item_data in self.optional:
            optional_item = optional_item_data.to_dict()
            optional.append(optional_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "essential": essential,
            "optional": optional,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_occupation_response_200_skills_essential_item import GetOccupationResponse200SkillsEssentialItem # noqa: PLC0415
        from ..models.get_occupation_response_200_skills_optional_item import GetOccupationResponse200SkillsOptionalItem # noqa: PLC0415
        d = dict(src_dict)
        essential = []
        _essential = d.pop("essential")
        for essential_item_data in (_essential):
            essential_item = GetOccupationResponse200SkillsEssentialItem.from_dict(essential_item_data)



            essential.append(essential_item)


        optional = []
        _optional = d.pop("optional")
        for optional_item_data in (_optional):
            optional_item = GetOccupationResponse200SkillsOptionalItem.from_dict(optional_item_data)



            optional.append(optional_item)


        get_occupation_response_200_skills = cls(
            essential=essential,
            optional=optional,
        )


        get_occupation_response_200_skills.additional_properties = d
        return get_occupation_response_200_skills

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

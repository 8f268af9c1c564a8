from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.occupation_skill_profile_response_200_counts import OccupationSkillProfileResponse200Counts
  from ..models.occupation_skill_profile_response_200_essential_item import OccupationSkillProfileResponse200EssentialItem
  from ..models.occupation_skill_profile_response_200_meta import OccupationSkillProfileResponse200Meta
  from ..models.occupation_skill_profile_response_200_occupation import OccupationSkillProfileResponse200Occupation
  from ..models.occupation_skill_profile_response_200_optional_item import OccupationSkillProfileResponse200OptionalItem





T = TypeVar("T", bound="OccupationSkillProfileResponse200")



@_attrs_define
class OccupationSkillProfileResponse200:
    """ 
        Attributes:
            occupation (OccupationSkillProfileResponse200Occupation):
            essential (list[OccupationSkillProfileResponse200EssentialItem]):
            optional (list[OccupationSkillProfileResponse200OptionalItem]):
            counts (OccupationSkillProfileResponse200Counts):
            meta (OccupationSkillProfileResponse200Meta): Present on every graph API success body
     """

    occupation: OccupationSkillProfileResponse200Occupation
    essential: list[OccupationSkillProfileResponse200EssentialItem]
    optional: list[OccupationSkillProfileResponse200OptionalItem]
    counts: OccupationSkillProfileResponse200Counts
    meta: OccupationSkillProfileResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.occupation_skill_profile_response_200_counts import OccupationSkillProfileResponse200Counts # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_essential_item import OccupationSkillProfileResponse200EssentialItem # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_meta import OccupationSkillProfileResponse200Meta # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_occupation import OccupationSkillProfileResponse200Occupation # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_optional_item import OccupationSkillProfileResponse200OptionalItem # noqa: PLC0415
        occupation = self.occupation.to_dict()

        essential = []
        for essential_item_data in self.essential:
            essential_item = essential_item_data.to_dict()
            essential.append(essential_item)



        optional = []
        for optional_item_data in self.optional:
            optional_item = optional_item_data.to_dict()
            optional.append(optional_item)



        counts = self.counts.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "occupation": occupation,
            "essential": essential,
            "optional": optional,
            "counts": counts,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.occupation_skill_profile_response_200_counts import OccupationSkillProfileResponse200Counts # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_essential_item import OccupationSkillProfileResponse200EssentialItem # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_meta import OccupationSkillProfileResponse200Meta # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_occupation import OccupationSkillProfileResponse200Occupation # noqa: PLC0415
        from ..models.occupation_skill_profile_response_200_optional_item import OccupationSkillProfileResponse200OptionalItem # noqa: PLC0415
        d = dict(src_dict)
        occupation = OccupationSkillProfileResponse200Occupation.from_dict(d.pop("occupation"))




        essential = []
        _essential = d.pop("essential")
        for essential_item_data in (_essential):
            essential_item = OccupationSkillProfileResponse200EssentialItem.from_dict(essential_item_data)



            essential.append(essential_item)


        optional = []
        _optional = d.pop("optional")
        for optional_item_data in (_optional):
            optional_item = OccupationSkillProfileResponse200OptionalItem.from_dict(optional_item_data)



            optional.append(optional_item)


        counts = OccupationSkillProfileResponse200Counts.from_dict(d.pop("counts"))




        meta = OccupationSkillProfileResponse200Meta.from_dict(d.pop("meta"))




        occupation_skill_profile_response_200 = cls(
            occupation=occupation,
            essential=essential,
            optional=optional,
            counts=counts,
            meta=meta,
        )


        occupation_skill_profile_response_200.additional_properties = d
        return occupation_skill_profile_response_200

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

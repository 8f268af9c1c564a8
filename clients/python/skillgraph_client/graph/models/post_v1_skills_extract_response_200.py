from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_v1_skills_extract_response_200_counts import PostV1SkillsExtractResponse200Counts
  from ..models.post_v1_skills_extract_response_200_essential_item import PostV1SkillsExtractResponse200EssentialItem
  from ..models.post_v1_skills_extract_response_200_meta import PostV1SkillsExtractResponse200Meta
  from ..models.post_v1_skills_extract_response_200_occupation import PostV1SkillsExtractResponse200Occupation
  from ..models.post_v1_skills_extract_response_200_optional_item import PostV1SkillsExtractResponse200OptionalItem





T = TypeVar("T", bound="PostV1SkillsExtractResponse200")



@_attrs_define
class PostV1SkillsExtractResponse200:
    """ 
        Attributes:
            occupation (PostV1SkillsExtractResponse200Occupation):
            essential (list[PostV1SkillsExtractResponse200EssentialItem]):
            optional (list[PostV1SkillsExtractResponse200OptionalItem]):
            counts (PostV1SkillsExtractResponse200Counts):
            meta (PostV1SkillsExtractResponse200Meta): Present on every graph API success body
     """

    occupation: PostV1SkillsExtractResponse200Occupation
    essential: list[PostV1SkillsExtractResponse200EssentialItem]
    optional: list[PostV1SkillsExtractResponse200OptionalItem]
    counts: PostV1SkillsExtractResponse200Counts
    meta: PostV1SkillsExtractResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_v1_skills_extract_response_200_counts import PostV1SkillsExtractResponse200Counts # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_essential_item import PostV1SkillsExtractResponse200EssentialItem # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_meta import PostV1SkillsExtractResponse200Meta # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_occupation import PostV1SkillsExtractResponse200Occupation # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_optional_item import PostV1SkillsExtractResponse200OptionalItem # noqa: PLC0415
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
        from ..models.post_v1_skills_extract_response_200_counts import PostV1SkillsExtractResponse200Counts # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_essential_item import PostV1SkillsExtractResponse200EssentialItem # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_meta import PostV1SkillsExtractResponse200Meta # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_occupation import PostV1SkillsExtractResponse200Occupation # noqa: PLC0415
        from ..models.post_v1_skills_extract_response_200_optional_item import PostV1SkillsExtractResponse200OptionalItem # noqa: PLC0415
        d = dict(src_dict)
        occupation = PostV1SkillsExtractResponse200Occupation.from_dict(d.pop("occupation"))




        essential = []
        _essential = d.pop("essential")
        for essential_item_data in (_essential):
            essential_item = PostV1SkillsExtractResponse200EssentialItem.from_dict(essential_item_data)



            essential.append(essential_item)


        optional = []
        _optional = d.pop("optional")
        for optional_item_data in (_optional):
            optional_item = PostV1SkillsExtractResponse200OptionalItem.from_dict(optional_item_data)



            optional.append(optional_item)


        counts = PostV1SkillsExtractResponse200Counts.from_dict(d.pop("counts"))




        meta = PostV1SkillsExtractResponse200Meta.from_dict(d.pop("meta"))




        post_v1_skills_extract_response_200 = cls(
            occupation=occupation,
            essential=essential,
            optional=optional,
            counts=counts,
            meta=meta,
        )


        post_v1_skills_extract_response_200.additional_properties = d
        return post_v1_skills_extract_response_200

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

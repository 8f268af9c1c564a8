from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_skill_neighbors_response_200_broader_item import GetSkillNeighborsResponse200BroaderItem
  from ..models.get_skill_neighbors_response_200_meta import GetSkillNeighborsResponse200Meta
  from ..models.get_skill_neighbors_response_200_narrower_item import GetSkillNeighborsResponse200NarrowerItem
  from ..models.get_skill_neighbors_response_200_prerequisites_item import GetSkillNeighborsResponse200PrerequisitesItem
  from ..models.get_skill_neighbors_response_200_related_item import GetSkillNeighborsResponse200RelatedItem
  from ..models.get_skill_neighbors_response_200_skill import GetSkillNeighborsResponse200Skill





T = TypeVar("T", bound="GetSkillNeighborsResponse200")



@_attrs_define
class GetSkillNeighborsResponse200:
    """ 
        Attributes:
            skill (GetSkillNeighborsResponse200Skill):
            prerequisites (list[GetSkillNeighborsResponse200PrerequisitesItem]):
            broader (list[GetSkillNeighborsResponse200BroaderItem]):
            narrower (list[GetSkillNeighborsResponse200NarrowerItem]):
            related (list[GetSkillNeighborsResponse200RelatedItem]):
            meta (GetSkillNeighborsResponse200Meta): Present on every graph API success body
     """

    skill: GetSkillNeighborsResponse200Skill
    prerequisites: list[GetSkillNeighborsResponse200PrerequisitesItem]
    broader: list[GetSkillNeighborsResponse200BroaderItem]
    narrower: list[GetSkillNeighborsResponse200NarrowerItem]
    related: list[GetSkillNeighborsResponse200RelatedItem]
    meta: GetSkillNeighborsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_skill_neighbors_response_200_broader_item import GetSkillNeighborsResponse200BroaderItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_meta import GetSkillNeighborsResponse200Meta # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_narrower_item import GetSkillNeighborsResponse200NarrowerItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_prerequisites_item import GetSkillNeighborsResponse200PrerequisitesItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_related_item import GetSkillNeighborsResponse200RelatedItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_skill import GetSkillNeighborsResponse200Skill # noqa: PLC0415
        skill = self.skill.to_dict()

        prerequisites = []
        for prerequisites_item_data in self.prerequisites:
            prerequisites_item = prerequisites_item_data.to_dict()
            prerequisites.append(prerequisites_item)



        broader = []
        for broader_item_data in self.broader:
            broader_item = broader_item_data.to_dict()
            broader.append(broader_item)



        narrower = []
        for narrower_item_data in self.narrower:
            narrower_item = narrower_item_data.to_dict()
            narrower.append(narrower_item)



        related = []
        for related_item_data in self.related:
            related_item = related_item_data.to_dict()
            related.append(related_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
            "prerequisites": prerequisites,
            "broader": broader,
            "narrower": narrower,
            "related": related,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_skill_neighbors_response_200_broader_item import GetSkillNeighborsResponse200BroaderItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_meta import GetSkillNeighborsResponse200Meta # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_narrower_item import GetSkillNeighborsResponse200NarrowerItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_prerequisites_item import GetSkillNeighborsResponse200PrerequisitesItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_related_item import GetSkillNeighborsResponse200RelatedItem # noqa: PLC0415
        from ..models.get_skill_neighbors_response_200_skill import GetSkillNeighborsResponse200Skill # noqa: PLC0415
        d = dict(src_dict)
        skill = GetSkillNeighborsResponse200Skill.from_dict(d.pop("skill"))




        prerequisites = []
        _prerequisites = d.pop("prerequisites")
        for prerequisites_item_data in (_prerequisites):
            prerequisites_item = GetSkillNeighborsResponse200PrerequisitesItem.from_dict(prerequisites_item_data)



            prerequisites.append(prerequisites_item)


        broader = []
        _broader = d.pop("broader")
        for broader_item_data in (_broader):
            broader_item = GetSkillNeighborsResponse200BroaderItem.from_dict(broader_item_data)



            broader.append(broader_item)


        narrower = []
        _narrower = d.pop("narrower")
        for narrower_item_data in (_narrower):
            narrower_item = GetSkillNeighborsResponse200NarrowerItem.from_dict(narrower_item_data)



            narrower.append(narrower_item)


        related = []
        _related = d.pop("related")
        for related_item_data in (_related):
            related_item = GetSkillNeighborsResponse200RelatedItem.from_dict(related_item_data)



            related.append(related_item)


        meta = GetSkillNeighborsResponse200Meta.from_dict(d.pop("meta"))




        get_skill_neighbors_response_200 = cls(
            skill=skill,
            prerequisites=prerequisites,
            broader=broader,
            narrower=narrower,
            related=related,
            meta=meta,
        )


        get_skill_neighbors_response_200.additional_properties = d
        return get_skill_neighbors_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_skill_prerequisites_response_200_meta import GetSkillPrerequisitesResponse200Meta
  from ..models.get_skill_prerequisites_response_200_skill import GetSkillPrerequisitesResponse200Skill
  from ..models.tree_node import TreeNode





T = TypeVar("T", bound="GetSkillPrerequisitesResponse200")



@_attrs_define
class GetSkillPrerequisitesResponse200:
    """ 
        Attributes:
            skill (GetSkillPrerequisitesResponse200Skill):
            depth (int):
            total (int): Nodes in the tree
            prerequisites (list[TreeNode]):
            meta (GetSkillPrerequisitesResponse200Meta): Present on every graph API success body
     """

    skill: GetSkillPrerequisitesResponse200Skill
    depth: int
    total: int
    prerequisites: list[TreeNode]
    meta: GetSkillPrerequisitesResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_skill_prerequisites_response_200_meta import GetSkillPrerequisitesResponse200Meta # noqa: PLC0415
        from ..models.get_skill_prerequisites_response_200_skill import GetSkillPrerequisitesResponse200Skill # noqa: PLC0415
        from ..models.tree_node import TreeNode # noqa: PLC0415
        skill = self.skill.to_dict()

        depth = self.depth

        total = self.total

        prerequisites = []
        for prerequisites_item_data in self.prerequisites:
            prerequisites_item = prerequisites_item_data.to_dict()
            prerequisites.append(prerequisites_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skill": skill,
            "depth": depth,
            "total": total,
            "prerequisites": prerequisites,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_skill_prerequisites_response_200_meta import GetSkillPrerequisitesResponse200Meta # noqa: PLC0415
        from ..models.get_skill_prerequisites_response_200_skill import GetSkillPrerequisitesResponse200Skill # noqa: PLC0415
        from ..models.tree_node import TreeNode # noqa: PLC0415
        d = dict(src_dict)
        skill = GetSkillPrerequisitesResponse200Skill.from_dict(d.pop("skill"))




        depth = d.pop("depth")

        total = d.pop("total")

        prerequisites = []
        _prerequisites = d.pop("prerequisites")
        for prerequisites_item_data in (_prerequisites):
            prerequisites_item = TreeNode.from_dict(prerequisites_item_data)



            prerequisites.append(prerequisites_item)


        meta = GetSkillPrerequisitesResponse200Meta.from_dict(d.pop("meta"))




        get_skill_prerequisites_response_200 = cls(
            skill=skill,
            depth=depth,
            total=total,
            prerequisites=prerequisites,
            meta=meta,
        )


        get_skill_prerequisites_response_200.additional_properties = d
        return get_skill_prerequisites_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_occupation_response_200_skills_optional_item_relation import GetOccupationResponse200SkillsOptionalItemRelation
from typing import cast






T = TypeVar("T", bound="GetOccupationResponse200SkillsOptionalItem")



@_attrs_define
class GetOccupationResponse200SkillsOptionalItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            skill_type (None | str):
            relation (GetOccupationResponse200SkillsOptionalItemRelation):
            proficiency_level (float | None | str):
            importance (float | None):
            emerging (bool): ROME marks the item as emerging
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    skill_type: None | str
    relation: GetOccupationResponse200SkillsOptionalItemRelation
    proficiency_level: float | None | str
    importance: float | None
    emerging: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        skill_type: None | str
        skill_type = self.skill_type

        relation = self.relation.value

        proficiency_level: float | None | str
        proficiency_level = self.proficiency_level

        importance: float | None
        importance = self.importance

        emerging = self.emerging


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "skill_type": skill_type,
            "relation": relation,
            "proficiency_level": proficiency_level,
            "importance": importance,
            "emerging": emerging,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        def _parse_framework(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        framework = _parse_framework(d.pop("framework"))


        kind = d.pop("kind")

        def _parse_skill_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        skill_type = _parse_skill_type(d.pop("skill_type"))


        relation = GetOccupationResponse200SkillsOptionalItemRelation(d.pop("relation"))




        def _parse_proficiency_level(data: object) -> float | None | str:
            if data is None:
                return data
            return cast(float | None | str, data)

        proficiency_level = _parse_proficiency_level(d.pop("proficiency_level"))


        def _parse_importance(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        importance = _parse_importance(d.pop("importance"))


        emerging = d.pop("emerging")

        get_occupation_response_200_skills_optional_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            skill_type=skill_type,
            relation=relation,
            proficiency_level=proficiency_level,
            importance=importance,
            emerging=emerging,
        )


        get_occupation_response_200_skills_optional_item.additional_properties = d
        return get_occupation_response_200_skills_optional_item

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

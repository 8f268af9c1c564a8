from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecommendSkillsResponse200RecommendationsItem")



@_attrs_define
class RecommendSkillsResponse200RecommendationsItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            score (float):
            reasons (list[str]):
            skill_type (None | str | Unset):
            relation (str | Unset):
            occupations_together (int | Unset):
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    score: float
    reasons: list[str]
    skill_type: None | str | Unset = UNSET
    relation: str | Unset = UNSET
    occupations_together: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        score = self.score

        reasons = self.reasons



        skill_type: None | str | Unset
        if isinstance(self.skill_type, Unset):
            skill_type = UNSET
        else:
            skill_type = self.skill_type

        relation = self.relation

        occupations_together = self.occupations_together


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "score": score,
            "reasons": reasons,
        })
        if skill_type is not UNSET:
            field_dict["skill_type"] = skill_type
        if relation is not UNSET:
            field_dict["relation"] = relation
        if occupations_together is not UNSET:
            field_dict["occupations_together"] = occupations_together

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

        score = d.pop("score")

        reasons = cast(list[str], d.pop("reasons"))


        def _parse_skill_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        skill_type = _parse_skill_type(d.pop("skill_type", UNSET))


        relation = d.pop("relation", UNSET)

        occupations_together = d.pop("occupations_together", UNSET)

        recommend_skills_response_200_recommendations_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            score=score,
            reasons=reasons,
            skill_type=skill_type,
            relation=relation,
            occupations_together=occupations_together,
        )


        recommend_skills_response_200_recommendations_item.additional_properties = d
        return recommend_skills_response_200_recommendations_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.recommend_skills_response_200_meta import RecommendSkillsResponse200Meta
  from ..models.recommend_skills_response_200_recommendations_item import RecommendSkillsResponse200RecommendationsItem
  from ..models.recommend_skills_response_200_target_occupation_type_0 import RecommendSkillsResponse200TargetOccupationType0





T = TypeVar("T", bound="RecommendSkillsResponse200")



@_attrs_define
class RecommendSkillsResponse200:
    """ 
        Attributes:
            target_occupation (None | RecommendSkillsResponse200TargetOccupationType0):
            coverage (float | None):
            recommendations (list[RecommendSkillsResponse200RecommendationsItem]):
            meta (RecommendSkillsResponse200Meta): Present on every graph API success body
     """

    target_occupation: None | RecommendSkillsResponse200TargetOccupationType0
    coverage: float | None
    recommendations: list[RecommendSkillsResponse200RecommendationsItem]
    meta: RecommendSkillsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.recommend_skills_response_200_meta import RecommendSkillsResponse200Meta # noqa: PLC0415
        from ..models.recommend_skills_response_200_recommendations_item import RecommendSkillsResponse200RecommendationsItem # noqa: PLC0415
        from ..models.recommend_skills_response_200_target_occupation_type_0 import RecommendSkillsResponse200TargetOccupationType0 # noqa: PLC0415
        target_occupation: dict[str, Any] | None
        if isinstance(self.target_occupation, RecommendSkillsResponse200TargetOccupationType0):
            target_occupation = self.target_occupation.to_dict()
        else:
            target_occupation = self.target_occupation

        coverage: float | None
        coverage = self.coverage

        recommendations = []
        for recommendations_item_data in self.recommendations:
            recommendations_item = recommendations_item_data.to_dict()
            recommendations.append(recommendations_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "target_occupation": target_occupation,
            "coverage": coverage,
            "recommendations": recommendations,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recommend_skills_response_200_meta import RecommendSkillsResponse200Meta # noqa: PLC0415
        from ..models.recommend_skills_response_200_recommendations_item import RecommendSkillsResponse200RecommendationsItem # noqa: PLC0415
        from ..models.recommend_skills_response_200_target_occupation_type_0 import RecommendSkillsResponse200TargetOccupationType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_target_occupation(data: object) -> None | RecommendSkillsResponse200TargetOccupationType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_occupation_type_0 = RecommendSkillsResponse200TargetOccupationType0.from_dict(data)



                return target_occupation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecommendSkillsResponse200TargetOccupationType0, data)

        target_occupation = _parse_target_occupation(d.pop("target_occupation"))


        def _parse_coverage(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        coverage = _parse_coverage(d.pop("coverage"))


        recommendations = []
        _recommendations = d.pop("recommendations")
        for recommendations_item_data in (_recommendations):
            recommendations_item = RecommendSkillsResponse200RecommendationsItem.from_dict(recommendations_item_data)



            recommendations.append(recommendations_item)


        meta = RecommendSkillsResponse200Meta.from_dict(d.pop("meta"))




        recommend_skills_response_200 = cls(
            target_occupation=target_occupation,
            coverage=coverage,
            recommendations=recommendations,
            meta=meta,
        )


        recommend_skills_response_200.additional_properties = d
        return recommend_skills_response_200

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

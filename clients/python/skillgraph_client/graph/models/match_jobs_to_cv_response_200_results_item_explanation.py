from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_contributions import MatchJobsToCvResponse200ResultsItemExplanationContributions
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item import MatchJobsToCvResponse200ResultsItemExplanationMatchedItem
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_essential_item import MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_optional_item import MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_weights import MatchJobsToCvResponse200ResultsItemExplanationWeights





T = TypeVar("T", bound="MatchJobsToCvResponse200ResultsItemExplanation")



@_attrs_define
class MatchJobsToCvResponse200ResultsItemExplanation:
    """ Why the score is what it is

        Attributes:
            matched (list[MatchJobsToCvResponse200ResultsItemExplanationMatchedItem]):
            missing_essential (list[MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem]):
            missing_optional (list[MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem]):
            skills_score (float | None): Share of the job's skill weight the CV earns
            semantic_score (float | None): Closeness of the two texts by meaning, 0..1
            contributions (MatchJobsToCvResponse200ResultsItemExplanationContributions): Parts of the score from each signal
            weights (MatchJobsToCvResponse200ResultsItemExplanationWeights):
     """

    matched: list[MatchJobsToCvResponse200ResultsItemExplanationMatchedItem]
    missing_essential: list[MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem]
    missing_optional: list[MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem]
    skills_score: float | None
    semantic_score: float | None
    contributions: MatchJobsToCvResponse200ResultsItemExplanationContributions
    weights: MatchJobsToCvResponse200ResultsItemExplanationWeights
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_contributions import MatchJobsToCvResponse200ResultsItemExplanationContributions # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item import MatchJobsToCvResponse200ResultsItemExplanationMatchedItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_essential_item import MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_optional_item import MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_weights import MatchJobsToCvResponse200ResultsItemExplanationWeights # noqa: PLC0415
        matched = []
        for matched_item_data in self.matched:
            matched_item = matched_item_data.to_dict()
            matched.append(matched_item)



        missing_essential = []
        for missing_essential_item_data in self.missing_essential:
            missing_essential_item = missing_essential_item_data.to_dict()
            missing_essential.append(missing_essential_item)



        missing_optional = []
        for missing_optional_item_data in self.missing_optional:
            missing_optional_item = missing_optional_item_data.to_dict()
            missing_optional.append(missing_optional_item)



        skills_score: float | None
        skills_score = self.skills_score

        semantic_score: float | None
        semantic_score = self.semantic_score

        contributions = self.contributions.to_dict()

        weights = self.weights.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "matched": matched,
            "missing_essential": missing_essential,
            "missing_optional": missing_optional,
            "skills_score": skills_score,
            "semantic_score": semantic_score,
            "contributions": contributions,
            "weights": weights,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_contributions import MatchJobsToCvResponse200ResultsItemExplanationContributions # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item import MatchJobsToCvResponse200ResultsItemExplanationMatchedItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_essential_item import MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_missing_optional_item import MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_weights import MatchJobsToCvResponse200ResultsItemExplanationWeights # noqa: PLC0415
        d = dict(src_dict)
        matched = []
        _matched = d.pop("matched")
        for matched_item_data in (_matched):
            matched_item = MatchJobsToCvResponse200ResultsItemExplanationMatchedItem.from_dict(matched_item_data)



            matched.append(matched_item)


        missing_essential = []
        _missing_essential = d.pop("missing_essential")
        for missing_essential_item_data in (_missing_essential):
            missing_essential_item = MatchJobsToCvResponse200ResultsItemExplanationMissingEssentialItem.from_dict(missing_essential_item_data)



            missing_essential.append(missing_essential_item)


        missing_optional = []
        _missing_optional = d.pop("missing_optional")
        for missing_optional_item_data in (_missing_optional):
            missing_optional_item = MatchJobsToCvResponse200ResultsItemExplanationMissingOptionalItem.from_dict(missing_optional_item_data)



            missing_optional.append(missing_optional_item)


        def _parse_skills_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        skills_score = _parse_skills_score(d.pop("skills_score"))


        def _parse_semantic_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        semantic_score = _parse_semantic_score(d.pop("semantic_score"))


        contributions = MatchJobsToCvResponse200ResultsItemExplanationContributions.from_dict(d.pop("contributions"))




        weights = MatchJobsToCvResponse200ResultsItemExplanationWeights.from_dict(d.pop("weights"))




        match_jobs_to_cv_response_200_results_item_explanation = cls(
            matched=matched,
            missing_essential=missing_essential,
            missing_optional=missing_optional,
            skills_score=skills_score,
            semantic_score=semantic_score,
            contributions=contributions,
            weights=weights,
        )


        match_jobs_to_cv_response_200_results_item_explanation.additional_properties = d
        return match_jobs_to_cv_response_200_results_item_explanation

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

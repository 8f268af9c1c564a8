from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_cv_to_job_response_200_explanation_contributions import MatchCvToJobResponse200ExplanationContributions
  from ..models.match_cv_to_job_response_200_explanation_matched_item import MatchCvToJobResponse200ExplanationMatchedItem
  from ..models.match_cv_to_job_response_200_explanation_missing_essential_item import MatchCvToJobResponse200ExplanationMissingEssentialItem
  from ..models.match_cv_to_job_response_200_explanation_missing_optional_item import MatchCvToJobResponse200ExplanationMissingOptionalItem
  from ..models.match_cv_to_job_response_200_explanation_weights import MatchCvToJobResponse200ExplanationWeights





T = TypeVar("T", bound="MatchCvToJobResponse200Explanation")



@_attrs_define
class MatchCvToJobResponse200Explanation:
    """ Why the score is what it is

        Attributes:
            matched (list[MatchCvToJobResponse200ExplanationMatchedItem]):
            missing_essential (list[MatchCvToJobResponse200ExplanationMissingEssentialItem]):
            missing_optional (list[MatchCvToJobResponse200ExplanationMissingOptionalItem]):
            skills_score (float | None): Share of the job's skill weight the CV earns
            semantic_score (float | None): Closeness of the two texts by meaning, 0..1
            contributions (MatchCvToJobResponse200ExplanationContributions): Parts of the score from each signal
            weights (MatchCvToJobResponse200ExplanationWeights):
     """

    matched: list[MatchCvToJobResponse200ExplanationMatchedItem]
    missing_essential: list[MatchCvToJobResponse200ExplanationMissingEssentialItem]
    missing_optional: list[MatchCvToJobResponse200ExplanationMissingOptionalItem]
    skills_score: float | None
    semantic_score: float | None
    contributions: MatchCvToJobResponse200ExplanationContributions
    weights: MatchCvToJobResponse200ExplanationWeights
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_cv_to_job_response_200_explanation_contributions import MatchCvToJobResponse200ExplanationContributions # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_matched_item import MatchCvToJobResponse200ExplanationMatchedItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_missing_essential_item import MatchCvToJobResponse200ExplanationMissingEssentialItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_missing_optional_item import MatchCvToJobResponse200ExplanationMissingOptionalItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_weights import MatchCvToJobResponse200ExplanationWeights # noqa: PLC0415
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
        from ..models.match_cv_to_job_response_200_explanation_contributions import MatchCvToJobResponse200ExplanationContributions # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_matched_item import MatchCvToJobResponse200ExplanationMatchedItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_missing_essential_item import MatchCvToJobResponse200ExplanationMissingEssentialItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_missing_optional_item import MatchCvToJobResponse200ExplanationMissingOptionalItem # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_explanation_weights import MatchCvToJobResponse200ExplanationWeights # noqa: PLC0415
        d = dict(src_dict)
        matched = []
        _matched = d.pop("matched")
        for matched_item_data in (_matched):
            matched_item = MatchCvToJobResponse200ExplanationMatchedItem.from_dict(matched_item_data)



            matched.append(matched_item)


        missing_essential = []
        _missing_essential = d.pop("missing_essential")
        for missing_essential_item_data in (_missing_essential):
            missing_essential_item = MatchCvToJobResponse200ExplanationMissingEssentialItem.from_dict(missing_essential_item_data)



            missing_essential.append(missing_essential_item)


        missing_optional = []
        _missing_optional = d.pop("missing_optional")
        for missing_optional_item_data in (_missing_optional):
            missing_optional_item = MatchCvToJobResponse200ExplanationMissingOptionalItem.from_dict(missing_optional_item_data)



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


        contributions = MatchCvToJobResponse200ExplanationContributions.from_dict(d.pop("contributions"))




        weights = MatchCvToJobResponse200ExplanationWeights.from_dict(d.pop("weights"))




        match_cv_to_job_response_200_explanation = cls(
            matched=matched,
            missing_essential=missing_essential,
            missing_optional=missing_optional,
            skills_score=skills_score,
            semantic_score=semantic_score,
            contributions=contributions,
            weights=weights,
        )


        match_cv_to_job_response_200_explanation.additional_properties = d
        return match_cv_to_job_response_200_explanation

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_jobs_to_cv_response_200_results_item_explanation import MatchJobsToCvResponse200ResultsItemExplanation





T = TypeVar("T", bound="MatchJobsToCvResponse200ResultsItem")



@_attrs_define
class MatchJobsToCvResponse200ResultsItem:
    """ 
        Attributes:
            job_id (str):
            posting_id (None | str):
            title (None | str):
            status (None | str):
            score (float):
            explanation (MatchJobsToCvResponse200ResultsItemExplanation): Why the score is what it is
     """

    job_id: str
    posting_id: None | str
    title: None | str
    status: None | str
    score: float
    explanation: MatchJobsToCvResponse200ResultsItemExplanation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation import MatchJobsToCvResponse200ResultsItemExplanation # noqa: PLC0415
        job_id = self.job_id

        posting_id: None | str
        posting_id = self.posting_id

        title: None | str
        title = self.title

        status: None | str
        status = self.status

        score = self.score

        explanation = self.explanation.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "job_id": job_id,
            "posting_id": posting_id,
            "title": title,
            "status": status,
            "score": score,
            "explanation": explanation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation import MatchJobsToCvResponse200ResultsItemExplanation # noqa: PLC0415
        d = dict(src_dict)
        job_id = d.pop("job_id")

        def _parse_posting_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        posting_id = _parse_posting_id(d.pop("posting_id"))


        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))


        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))


        score = d.pop("score")

        explanation = MatchJobsToCvResponse200ResultsItemExplanation.from_dict(d.pop("explanation"))




        match_jobs_to_cv_response_200_results_item = cls(
            job_id=job_id,
            posting_id=posting_id,
            title=title,
            status=status,
            score=score,
            explanation=explanation,
        )


        match_jobs_to_cv_response_200_results_item.additional_properties = d
        return match_jobs_to_cv_response_200_results_item

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

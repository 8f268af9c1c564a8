from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_cv_to_job_response_200_explanation import MatchCvToJobResponse200Explanation
  from ..models.match_cv_to_job_response_200_meta import MatchCvToJobResponse200Meta





T = TypeVar("T", bound="MatchCvToJobResponse200")



@_attrs_define
class MatchCvToJobResponse200:
    """ 
        Attributes:
            cv_id (str):
            job_id (str):
            score (float):
            explanation (MatchCvToJobResponse200Explanation): Why the score is what it is
            meta (MatchCvToJobResponse200Meta): Present on every graph API success body
     """

    cv_id: str
    job_id: str
    score: float
    explanation: MatchCvToJobResponse200Explanation
    meta: MatchCvToJobResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_cv_to_job_response_200_explanation import MatchCvToJobResponse200Explanation # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_meta import MatchCvToJobResponse200Meta # noqa: PLC0415
        cv_id = self.cv_id

        job_id = self.job_id

        score = self.score

        explanation = self.explanation.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv_id": cv_id,
            "job_id": job_id,
            "score": score,
            "explanation": explanation,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_cv_to_job_response_200_explanation import MatchCvToJobResponse200Explanation # noqa: PLC0415
        from ..models.match_cv_to_job_response_200_meta import MatchCvToJobResponse200Meta # noqa: PLC0415
        d = dict(src_dict)
        cv_id = d.pop("cv_id")

        job_id = d.pop("job_id")

        score = d.pop("score")

        explanation = MatchCvToJobResponse200Explanation.from_dict(d.pop("explanation"))




        meta = MatchCvToJobResponse200Meta.from_dict(d.pop("meta"))




        match_cv_to_job_response_200 = cls(
            cv_id=cv_id,
            job_id=job_id,
            score=score,
            explanation=explanation,
            meta=meta,
        )


        match_cv_to_job_response_200.additional_properties = d
        return match_cv_to_job_response_200

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

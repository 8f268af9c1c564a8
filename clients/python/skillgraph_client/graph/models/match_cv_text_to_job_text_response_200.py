from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_cv_text_to_job_text_response_200_explanation import MatchCvTextToJobTextResponse200Explanation
  from ..models.match_cv_text_to_job_text_response_200_meta import MatchCvTextToJobTextResponse200Meta





T = TypeVar("T", bound="MatchCvTextToJobTextResponse200")



@_attrs_define
class MatchCvTextToJobTextResponse200:
    """ 
        Attributes:
            cv_skills (int):
            job_skills (int):
            score (float):
            explanation (MatchCvTextToJobTextResponse200Explanation): Why the score is what it is
            meta (MatchCvTextToJobTextResponse200Meta): Present on every graph API success body
     """

    cv_skills: int
    job_skills: int
    score: float
    explanation: MatchCvTextToJobTextResponse200Explanation
    meta: MatchCvTextToJobTextResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_cv_text_to_job_text_response_200_explanation import MatchCvTextToJobTextResponse200Explanation # noqa: PLC0415
        from ..models.match_cv_text_to_job_text_response_200_meta import MatchCvTextToJobTextResponse200Meta # noqa: PLC0415
        cv_skills = self.cv_skills

        job_skills = self.job_skills

        score = self.score

        explanation = self.explanation.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv_skills": cv_skills,
            "job_skills": job_skills,
            "score": score,
            "explanation": explanation,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_cv_text_to_job_text_response_200_explanation import MatchCvTextToJobTextResponse200Explanation # noqa: PLC0415
        from ..models.match_cv_text_to_job_text_response_200_meta import MatchCvTextToJobTextResponse200Meta # noqa: PLC0415
        d = dict(src_dict)
        cv_skills = d.pop("cv_skills")

        job_skills = d.pop("job_skills")

        score = d.pop("score")

        explanation = MatchCvTextToJobTextResponse200Explanation.from_dict(d.pop("explanation"))




        meta = MatchCvTextToJobTextResponse200Meta.from_dict(d.pop("meta"))




        match_cv_text_to_job_text_response_200 = cls(
            cv_skills=cv_skills,
            job_skills=job_skills,
            score=score,
            explanation=explanation,
            meta=meta,
        )


        match_cv_text_to_job_text_response_200.additional_properties = d
        return match_cv_text_to_job_text_response_200

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

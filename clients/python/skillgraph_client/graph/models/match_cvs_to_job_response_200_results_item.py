from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_cvs_to_job_response_200_results_item_explanation import MatchCvsToJobResponse200ResultsItemExplanation





T = TypeVar("T", bound="MatchCvsToJobResponse200ResultsItem")



@_attrs_define
class MatchCvsToJobResponse200ResultsItem:
    """ 
        Attributes:
            cv_id (str):
            user_id (str):
            name (None | str):
            score (float):
            explanation (MatchCvsToJobResponse200ResultsItemExplanation): Why the score is what it is
     """

    cv_id: str
    user_id: str
    name: None | str
    score: float
    explanation: MatchCvsToJobResponse200ResultsItemExplanation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_cvs_to_job_response_200_results_item_explanation import MatchCvsToJobResponse200ResultsItemExplanation # noqa: PLC0415
        cv_id = self.cv_id

        user_id = self.user_id

        name: None | str
        name = self.name

        score = self.score

        explanation = self.explanation.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv_id": cv_id,
            "user_id": user_id,
            "name": name,
            "score": score,
            "explanation": explanation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_cvs_to_job_response_200_results_item_explanation import MatchCvsToJobResponse200ResultsItemExplanation # noqa: PLC0415
        d = dict(src_dict)
        cv_id = d.pop("cv_id")

        user_id = d.pop("user_id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        score = d.pop("score")

        explanation = MatchCvsToJobResponse200ResultsItemExplanation.from_dict(d.pop("explanation"))




        match_cvs_to_job_response_200_results_item = cls(
            cv_id=cv_id,
            user_id=user_id,
            name=name,
            score=score,
            explanation=explanation,
        )


        match_cvs_to_job_response_200_results_item.additional_properties = d
        return match_cvs_to_job_response_200_results_item

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

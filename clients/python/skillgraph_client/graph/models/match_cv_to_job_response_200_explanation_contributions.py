from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MatchCvToJobResponse200ExplanationContributions")



@_attrs_define
class MatchCvToJobResponse200ExplanationContributions:
    """ Parts of the score from each signal

        Attributes:
            skills (float):
            semantic (float):
     """

    skills: float
    semantic: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        skills = self.skills

        semantic = self.semantic


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "skills": skills,
            "semantic": semantic,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        skills = d.pop("skills")

        semantic = d.pop("semantic")

        match_cv_to_job_response_200_explanation_contributions = cls(
            skills=skills,
            semantic=semantic,
        )


        match_cv_to_job_response_200_explanation_contributions.additional_properties = d
        return match_cv_to_job_response_200_explanation_contributions

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

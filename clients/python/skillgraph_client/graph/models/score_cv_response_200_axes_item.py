from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_cv_response_200_axes_item_axis import ScoreCvResponse200AxesItemAxis
from typing import cast






T = TypeVar("T", bound="ScoreCvResponse200AxesItem")



@_attrs_define
class ScoreCvResponse200AxesItem:
    """ 
        Attributes:
            axis (ScoreCvResponse200AxesItemAxis):
            weight (float):
            score (float):
            findings (list[str]):
            suggestions (list[str]):
     """

    axis: ScoreCvResponse200AxesItemAxis
    weight: float
    score: float
    findings: list[str]
    suggestions: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        axis = self.axis.value

        weight = self.weight

        score = self.score

        findings = self.findings



        suggestions = self.suggestions




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "axis": axis,
            "weight": weight,
            "score": score,
            "findings": findings,
            "suggestions": suggestions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        axis = ScoreCvResponse200AxesItemAxis(d.pop("axis"))




        weight = d.pop("weight")

        score = d.pop("score")

        findings = cast(list[str], d.pop("findings"))


        suggestions = cast(list[str], d.pop("suggestions"))


        score_cv_response_200_axes_item = cls(
            axis=axis,
            weight=weight,
            score=score,
            findings=findings,
            suggestions=suggestions,
        )


        score_cv_response_200_axes_item.additional_properties = d
        return score_cv_response_200_axes_item

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

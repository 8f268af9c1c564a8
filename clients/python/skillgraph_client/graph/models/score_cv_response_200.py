from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_cv_response_200_grade import ScoreCvResponse200Grade
from typing import cast

if TYPE_CHECKING:
  from ..models.score_cv_response_200_axes_item import ScoreCvResponse200AxesItem
  from ..models.score_cv_response_200_meta import ScoreCvResponse200Meta





T = TypeVar("T", bound="ScoreCvResponse200")



@_attrs_define
class ScoreCvResponse200:
    """ 
        Attributes:
            score (int):
            grade (ScoreCvResponse200Grade):
            axes (list[ScoreCvResponse200AxesItem]):
            meta (ScoreCvResponse200Meta): Present on every graph API success body
     """

    score: int
    grade: ScoreCvResponse200Grade
    axes: list[ScoreCvResponse200AxesItem]
    meta: ScoreCvResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_cv_response_200_axes_item import ScoreCvResponse200AxesItem # noqa: PLC0415
        from ..models.score_cv_response_200_meta import ScoreCvResponse200Meta # noqa: PLC0415
        score = self.score

        grade = self.grade.value

        axes = []
        for axes_item_data in self.axes:
            axes_item = axes_item_data.to_dict()
            axes.append(axes_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "score": score,
            "grade": grade,
            "axes": axes,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_cv_response_200_axes_item import ScoreCvResponse200AxesItem # noqa: PLC0415
        from ..models.score_cv_response_200_meta import ScoreCvResponse200Meta # noqa: PLC0415
        d = dict(src_dict)
        score = d.pop("score")

        grade = ScoreCvResponse200Grade(d.pop("grade"))




        axes = []
        _axes = d.pop("axes")
        for axes_item_data in (_axes):
            axes_item = ScoreCvResponse200AxesItem.from_dict(axes_item_data)



            axes.append(axes_item)


        meta = ScoreCvResponse200Meta.from_dict(d.pop("meta"))




        score_cv_response_200 = cls(
            score=score,
            grade=grade,
            axes=axes,
            meta=meta,
        )


        score_cv_response_200.additional_properties = d
        return score_cv_response_200

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

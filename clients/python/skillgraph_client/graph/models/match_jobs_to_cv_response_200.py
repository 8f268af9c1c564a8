from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_jobs_to_cv_response_200_cv import MatchJobsToCvResponse200Cv
  from ..models.match_jobs_to_cv_response_200_meta import MatchJobsToCvResponse200Meta
  from ..models.match_jobs_to_cv_response_200_results_item import MatchJobsToCvResponse200ResultsItem





T = TypeVar("T", bound="MatchJobsToCvResponse200")



@_attrs_define
class MatchJobsToCvResponse200:
    """ 
        Attributes:
            cv (MatchJobsToCvResponse200Cv):
            results (list[MatchJobsToCvResponse200ResultsItem]):
            meta (MatchJobsToCvResponse200Meta): Present on every graph API success body
     """

    cv: MatchJobsToCvResponse200Cv
    results: list[MatchJobsToCvResponse200ResultsItem]
    meta: MatchJobsToCvResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_jobs_to_cv_response_200_cv import MatchJobsToCvResponse200Cv # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_meta import MatchJobsToCvResponse200Meta # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item import MatchJobsToCvResponse200ResultsItem # noqa: PLC0415
        cv = self.cv.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv": cv,
            "results": results,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_jobs_to_cv_response_200_cv import MatchJobsToCvResponse200Cv # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_meta import MatchJobsToCvResponse200Meta # noqa: PLC0415
        from ..models.match_jobs_to_cv_response_200_results_item import MatchJobsToCvResponse200ResultsItem # noqa: PLC0415
        d = dict(src_dict)
        cv = MatchJobsToCvResponse200Cv.from_dict(d.pop("cv"))




        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = MatchJobsToCvResponse200ResultsItem.from_dict(results_item_data)



            results.append(results_item)


        meta = MatchJobsToCvResponse200Meta.from_dict(d.pop("meta"))




        match_jobs_to_cv_response_200 = cls(
            cv=cv,
            results=results,
            meta=meta,
        )


        match_jobs_to_cv_response_200.additional_properties = d
        return match_jobs_to_cv_response_200

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

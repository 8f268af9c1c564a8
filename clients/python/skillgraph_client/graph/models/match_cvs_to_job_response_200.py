from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_cvs_to_job_response_200_job import MatchCvsToJobResponse200Job
  from ..models.match_cvs_to_job_response_200_meta import MatchCvsToJobResponse200Meta
  from ..models.match_cvs_to_job_response_200_results_item import MatchCvsToJobResponse200ResultsItem





T = TypeVar("T", bound="MatchCvsToJobResponse200")



@_attrs_define
class MatchCvsToJobResponse200:
    """ 
        Attributes:
            job (MatchCvsToJobResponse200Job):
            results (list[MatchCvsToJobResponse200ResultsItem]):
            meta (MatchCvsToJobResponse200Meta): Present on every graph API success body
     """

    job: MatchCvsToJobResponse200Job
    results: list[MatchCvsToJobResponse200ResultsItem]
    meta: MatchCvsToJobResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_cvs_to_job_response_200_job import MatchCvsToJobResponse200Job # noqa: PLC0415
        from ..models.match_cvs_to_job_response_200_meta import MatchCvsToJobResponse200Meta # noqa: PLC0415
        from ..models.match_cvs_to_job_response_200_results_item import MatchCvsToJobResponse200ResultsItem # noqa: PLC0415
        job = self.job.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "job": job,
            "results": results,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_cvs_to_job_response_200_job import MatchCvsToJobResponse200Job # noqa: PLC0415
        from ..models.match_cvs_to_job_response_200_meta import MatchCvsToJobResponse200Meta # noqa: PLC0415
        from ..models.match_cvs_to_job_response_200_results_item import MatchCvsToJobResponse200ResultsItem # noqa: PLC0415
        d = dict(src_dict)
        job = MatchCvsToJobResponse200Job.from_dict(d.pop("job"))




        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = MatchCvsToJobResponse200ResultsItem.from_dict(results_item_data)



            results.append(results_item)


        meta = MatchCvsToJobResponse200Meta.from_dict(d.pop("meta"))




        match_cvs_to_job_response_200 = cls(
            job=job,
            results=results,
            meta=meta,
        )


        match_cvs_to_job_response_200.additional_properties = d
        return match_cvs_to_job_response_200

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

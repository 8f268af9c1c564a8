from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_occupations_response_200_meta import MatchOccupationsResponse200Meta
  from ..models.match_occupations_response_200_results_item import MatchOccupationsResponse200ResultsItem





T = TypeVar("T", bound="MatchOccupationsResponse200")



@_attrs_define
class MatchOccupationsResponse200:
    """ 
        Attributes:
            results (list[MatchOccupationsResponse200ResultsItem]):
            meta (MatchOccupationsResponse200Meta): Present on every graph API success body
     """

    results: list[MatchOccupationsResponse200ResultsItem]
    meta: MatchOccupationsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_occupations_response_200_meta import MatchOccupationsResponse200Meta # noqa: PLC0415
        from ..models.match_occupations_response_200_results_item import MatchOccupationsResponse200ResultsItem # noqa: PLC0415
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "results": results,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_occupations_response_200_meta import MatchOccupationsResponse200Meta # noqa: PLC0415
        from ..models.match_occupations_response_200_results_item import MatchOccupationsResponse200ResultsItem # noqa: PLC0415
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = MatchOccupationsResponse200ResultsItem.from_dict(results_item_data)



            results.append(results_item)


        meta = MatchOccupationsResponse200Meta.from_dict(d.pop("meta"))




        match_occupations_response_200 = cls(
            results=results,
            meta=meta,
        )


        match_occupations_response_200.additional_properties = d
        return match_occupations_response_200

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

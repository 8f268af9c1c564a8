from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.post_v1_match_occupation_response_200_meta import PostV1MatchOccupationResponse200Meta
  from ..models.post_v1_match_occupation_response_200_results_item import PostV1MatchOccupationResponse200ResultsItem





T = TypeVar("T", bound="PostV1MatchOccupationResponse200")



@_attrs_define
class PostV1MatchOccupationResponse200:
    """ 
        Attributes:
            results (list[PostV1MatchOccupationResponse200ResultsItem]):
            meta (PostV1MatchOccupationResponse200Meta): Present on every graph API success body
     """

    results: list[PostV1MatchOccupationResponse200ResultsItem]
    meta: PostV1MatchOccupationResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_v1_match_occupation_response_200_meta import PostV1MatchOccupationResponse200Meta # noqa: PLC0415
        from ..models.post_v1_match_occupation_response_200_results_item import PostV1MatchOccupationResponse200ResultsItem # noqa: PLC0415
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
        from ..models.post_v1_match_occupation_response_200_meta import PostV1MatchOccupationResponse200Meta # noqa: PLC0415
        from ..models.post_v1_match_occupation_response_200_results_item import PostV1MatchOccupationResponse200ResultsItem # noqa: PLC0415
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = PostV1MatchOccupationResponse200ResultsItem.from_dict(results_item_data)



            results.append(results_item)


        meta = PostV1MatchOccupationResponse200Meta.from_dict(d.pop("meta"))




        post_v1_match_occupation_response_200 = cls(
            results=results,
            meta=meta,
        )


        post_v1_match_occupation_response_200.additional_properties = d
        return post_v1_match_occupation_response_200

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

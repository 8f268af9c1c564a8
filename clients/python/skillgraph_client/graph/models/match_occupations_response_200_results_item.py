from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_occupations_response_200_results_item_matches_item import MatchOccupationsResponse200ResultsItemMatchesItem





T = TypeVar("T", bound="MatchOccupationsResponse200ResultsItem")



@_attrs_define
class MatchOccupationsResponse200ResultsItem:
    """ 
        Attributes:
            title (str):
            matches (list[MatchOccupationsResponse200ResultsItemMatchesItem]):
     """

    title: str
    matches: list[MatchOccupationsResponse200ResultsItemMatchesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_occupations_response_200_results_item_matches_item import MatchOccupationsResponse200ResultsItemMatchesItem # noqa: PLC0415
        title = self.title

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "title": title,
            "matches": matches,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_occupations_response_200_results_item_matches_item import MatchOccupationsResponse200ResultsItemMatchesItem # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            matches_item = MatchOccupationsResponse200ResultsItemMatchesItem.from_dict(matches_item_data)



            matches.append(matches_item)


        match_occupations_response_200_results_item = cls(
            title=title,
            matches=matches,
        )


        match_occupations_response_200_results_item.additional_properties = d
        return match_occupations_response_200_results_item

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

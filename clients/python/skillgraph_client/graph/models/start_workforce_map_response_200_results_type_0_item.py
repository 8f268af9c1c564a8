from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.start_workforce_map_response_200_results_type_0_item_matches_item import StartWorkforceMapResponse200ResultsType0ItemMatchesItem





T = TypeVar("T", bound="StartWorkforceMapResponse200ResultsType0Item")



@_attrs_define
class StartWorkforceMapResponse200ResultsType0Item:
    """ 
        Attributes:
            row (int): Position of the row in the input, from 0
            id (None | str):
            title (str):
            matches (list[StartWorkforceMapResponse200ResultsType0ItemMatchesItem]):
     """

    row: int
    id: None | str
    title: str
    matches: list[StartWorkforceMapResponse200ResultsType0ItemMatchesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.start_workforce_map_response_200_results_type_0_item_matches_item import StartWorkforceMapResponse200ResultsType0ItemMatchesItem # noqa: PLC0415
        row = self.row

        id: None | str
        id = self.id

        title = self.title

        matches = []
        for matches_item_data in self.matches:
            matches_item = matches_item_data.to_dict()
            matches.append(matches_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "row": row,
            "id": id,
            "title": title,
            "matches": matches,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.start_workforce_map_response_200_results_type_0_item_matches_item import StartWorkforceMapResponse200ResultsType0ItemMatchesItem # noqa: PLC0415
        d = dict(src_dict)
        row = d.pop("row")

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))


        title = d.pop("title")

        matches = []
        _matches = d.pop("matches")
        for matches_item_data in (_matches):
            matches_item = StartWorkforceMapResponse200ResultsType0ItemMatchesItem.from_dict(matches_item_data)



            matches.append(matches_item)


        start_workforce_map_response_200_results_type_0_item = cls(
            row=row,
            id=id,
            title=title,
            matches=matches,
        )


        start_workforce_map_response_200_results_type_0_item.additional_properties = d
        return start_workforce_map_response_200_results_type_0_item

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

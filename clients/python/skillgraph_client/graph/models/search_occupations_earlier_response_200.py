from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.search_occupations_earlier_response_200_meta import SearchOccupationsEarlierResponse200Meta
  from ..models.search_occupations_earlier_response_200_occupations_item import SearchOccupationsEarlierResponse200OccupationsItem





T = TypeVar("T", bound="SearchOccupationsEarlierResponse200")



@_attrs_define
class SearchOccupationsEarlierResponse200:
    """ 
        Attributes:
            occupations (list[SearchOccupationsEarlierResponse200OccupationsItem]):
            meta (SearchOccupationsEarlierResponse200Meta): Present on every graph API success body
     """

    occupations: list[SearchOccupationsEarlierResponse200OccupationsItem]
    meta: SearchOccupationsEarlierResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.search_occupations_earlier_response_200_meta import SearchOccupationsEarlierResponse200Meta # noqa: PLC0415
        from ..models.search_occupations_earlier_response_200_occupations_item import SearchOccupationsEarlierResponse200OccupationsItem # noqa: PLC0415
        occupations = []
        for occupations_item_data in self.occupations:
            occupations_item = occupations_item_data.to_dict()
            occupations.append(occupations_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "occupations": occupations,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.search_occupations_earlier_response_200_meta import SearchOccupationsEarlierResponse200Meta # noqa: PLC0415
        from ..models.search_occupations_earlier_response_200_occupations_item import SearchOccupationsEarlierResponse200OccupationsItem # noqa: PLC0415
        d = dict(src_dict)
        occupations = []
        _occupations = d.pop("occupations")
        for occupations_item_data in (_occupations):
            occupations_item = SearchOccupationsEarlierResponse200OccupationsItem.from_dict(occupations_item_data)



            occupations.append(occupations_item)


        meta = SearchOccupationsEarlierResponse200Meta.from_dict(d.pop("meta"))




        search_occupations_earlier_response_200 = cls(
            occupations=occupations,
            meta=meta,
        )


        search_occupations_earlier_response_200.additional_properties = d
        return search_occupations_earlier_response_200

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

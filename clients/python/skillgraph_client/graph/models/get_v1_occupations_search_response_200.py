from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_v1_occupations_search_response_200_meta import GetV1OccupationsSearchResponse200Meta
  from ..models.get_v1_occupations_search_response_200_occupations_item import GetV1OccupationsSearchResponse200OccupationsItem





T = TypeVar("T", bound="GetV1OccupationsSearchResponse200")



@_attrs_define
class GetV1OccupationsSearchResponse200:
    """ 
        Attributes:
            occupations (list[GetV1OccupationsSearchResponse200OccupationsItem]):
            meta (GetV1OccupationsSearchResponse200Meta): Present on every graph API success body
     """

    occupations: list[GetV1OccupationsSearchResponse200OccupationsItem]
    meta: GetV1OccupationsSearchResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_v1_occupations_search_response_200_meta import GetV1OccupationsSearchResponse200Meta # noqa: PLC0415
        from ..models.get_v1_occupations_search_response_200_occupations_item import GetV1OccupationsSearchResponse200OccupationsItem # noqa: PLC0415
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
        from ..models.get_v1_occupations_search_response_200_meta import GetV1OccupationsSearchResponse200Meta # noqa: PLC0415
        from ..models.get_v1_occupations_search_response_200_occupations_item import GetV1OccupationsSearchResponse200OccupationsItem # noqa: PLC0415
        d = dict(src_dict)
        occupations = []
        _occupations = d.pop("occupations")
        for occupations_item_data in (_occupations):
            occupations_item = GetV1OccupationsSearchResponse200OccupationsItem.from_dict(occupations_item_data)



            occupations.append(occupations_item)


        meta = GetV1OccupationsSearchResponse200Meta.from_dict(d.pop("meta"))




        get_v1_occupations_search_response_200 = cls(
            occupations=occupations,
            meta=meta,
        )


        get_v1_occupations_search_response_200.additional_properties = d
        return get_v1_occupations_search_response_200

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

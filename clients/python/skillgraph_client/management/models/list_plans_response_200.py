from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.list_plans_response_200_hydramember_item import ListPlansResponse200HydramemberItem
  from ..models.list_plans_response_200_hydrasearch import ListPlansResponse200Hydrasearch
  from ..models.list_plans_response_200_hydraview import ListPlansResponse200Hydraview





T = TypeVar("T", bound="ListPlansResponse200")



@_attrs_define
class ListPlansResponse200:
    """ 
        Attributes:
            hydramember (list[ListPlansResponse200HydramemberItem]):
            hydratotal_items (int):
            hydraview (ListPlansResponse200Hydraview | Unset):
            hydrasearch (ListPlansResponse200Hydrasearch | Unset):
     """

    hydramember: list[ListPlansResponse200HydramemberItem]
    hydratotal_items: int
    hydraview: ListPlansResponse200Hydraview | Unset = UNSET
    hydrasearch: ListPlansResponse200Hydrasearch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.list_plans_response_200_hydramember_item import ListPlansResponse200HydramemberItem # noqa: PLC0415
        from ..models.list_plans_response_200_hydrasearch import ListPlansResponse200Hydrasearch # noqa: PLC0415
        from ..models.list_plans_response_200_hydraview import ListPlansResponse200Hydraview # noqa: PLC0415
        hydramember = []
        for hydramember_item_data in self.hydramember:
            hydramember_item = hydramember_item_data.to_dict()
            hydramember.append(hydramember_item)



        hydratotal_items = self.hydratotal_items

        hydraview: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hydraview, Unset):
            hydraview = self.hydraview.to_dict()

        hydrasearch: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hydrasearch, Unset):
            hydrasearch = self.hydrasearch.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hydra:member": hydramember,
            "hydra:totalItems": hydratotal_items,
        })
        if hydraview is not UNSET:
            field_dict["hydra:view"] = hydraview
        if hydrasearch is not UNSET:
            field_dict["hydra:search"] = hydrasearch

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_plans_response_200_hydramember_item import ListPlansResponse200HydramemberItem # noqa: PLC0415
        from ..models.list_plans_response_200_hydrasearch import ListPlansResponse200Hydrasearch # noqa: PLC0415
        from ..models.list_plans_response_200_hydraview import ListPlansResponse200Hydraview # noqa: PLC0415
        d = dict(src_dict)
        hydramember = []
        _hydramember = d.pop("hydra:member")
        for hydramember_item_data in (_hydramember):
            hydramember_item = ListPlansResponse200HydramemberItem.from_dict(hydramember_item_data)



            hydramember.append(hydramember_item)


        hydratotal_items = d.pop("hydra:totalItems")

        _hydraview = d.pop("hydra:view", UNSET)
        hydraview: ListPlansResponse200Hydraview | Unset
        if isinstance(_hydraview,  Unset):
            hydraview = UNSET
        else:
            hydraview = ListPlansResponse200Hydraview.from_dict(_hydraview)




        _hydrasearch = d.pop("hydra:search", UNSET)
        hydrasearch: ListPlansResponse200Hydrasearch | Unset
        if isinstance(_hydrasearch,  Unset):
            hydrasearch = UNSET
        else:
            hydrasearch = ListPlansResponse200Hydrasearch.from_dict(_hydrasearch)




        list_plans_response_200 = cls(
            hydramember=hydramember,
            hydratotal_items=hydratotal_items,
            hydraview=hydraview,
            hydrasearch=hydrasearch,
        )


        list_plans_response_200.additional_properties = d
        return list_plans_response_200

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

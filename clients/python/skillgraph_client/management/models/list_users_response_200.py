from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.list_users_response_200_hydramember_item import ListUsersResponse200HydramemberItem
  from ..models.list_users_response_200_hydrasearch import ListUsersResponse200Hydrasearch
  from ..models.list_users_response_200_hydraview import ListUsersResponse200Hydraview





T = TypeVar("T", bound="ListUsersResponse200")



@_attrs_define
class ListUsersResponse200:
    """ 
        Attributes:
            hydramember (list[ListUsersResponse200HydramemberItem]):
            hydratotal_items (int):
            hydraview (ListUsersResponse200Hydraview | Unset):
            hydrasearch (ListUsersResponse200Hydrasearch | Unset):
     """

    hydramember: list[ListUsersResponse200HydramemberItem]
    hydratotal_items: int
    hydraview: ListUsersResponse200Hydraview | Unset = UNSET
    hydrasearch: ListUsersResponse200Hydrasearch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.list_users_response_200_hydramember_item import ListUsersResponse200HydramemberItem # noqa: PLC0415
        from ..models.list_users_response_200_hydrasearch import ListUsersResponse200Hydrasearch # noqa: PLC0415
        from ..models.list_users_response_200_hydraview import ListUsersResponse200Hydraview # noqa: PLC0415
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
        from ..models.list_users_response_200_hydramember_item import ListUsersResponse200HydramemberItem # noqa: PLC0415
        from ..models.list_users_response_200_hydrasearch import ListUsersResponse200Hydrasearch # noqa: PLC0415
        from ..models.list_users_response_200_hydraview import ListUsersResponse200Hydraview # noqa: PLC0415
        d = dict(src_dict)
        hydramember = []
        _hydramember = d.pop("hydra:member")
        for hydramember_item_data in (_hydramember):
            hydramember_item = ListUsersResponse200HydramemberItem.from_dict(hydramember_item_data)



            hydramember.append(hydramember_item)


        hydratotal_items = d.pop("hydra:totalItems")

        _hydraview = d.pop("hydra:view", UNSET)
        hydraview: ListUsersResponse200Hydraview | Unset
        if isinstance(_hydraview,  Unset):
            hydraview = UNSET
        else:
            hydraview = ListUsersResponse200Hydraview.from_dict(_hydraview)




        _hydrasearch = d.pop("hydra:search", UNSET)
        hydrasearch: ListUsersResponse200Hydrasearch | Unset
        if isinstance(_hydrasearch,  Unset):
            hydrasearch = UNSET
        else:
            hydrasearch = ListUsersResponse200Hydrasearch.from_dict(_hydrasearch)




        list_users_response_200 = cls(
            hydramember=hydramember,
            hydratotal_items=hydratotal_items,
            hydraview=hydraview,
            hydrasearch=hydrasearch,
        )


        list_users_response_200.additional_properties = d
        return list_users_response_200

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

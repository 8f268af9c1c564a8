from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ListApiKeysResponse200Hydraview")



@_attrs_define
class ListApiKeysResponse200Hydraview:
    """ 
        Attributes:
            hydrafirst (str):
            hydralast (str):
            hydraprevious (str | Unset):
            hydranext (str | Unset):
     """

    hydrafirst: str
    hydralast: str
    hydraprevious: str | Unset = UNSET
    hydranext: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hydrafirst = self.hydrafirst

        hydralast = self.hydralast

        hydraprevious = self.hydraprevious

        hydranext = self.hydranext


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hydra:first": hydrafirst,
            "hydra:last": hydralast,
        })
        if hydraprevious is not UNSET:
            field_dict["hydra:previous"] = hydraprevious
        if hydranext is not UNSET:
            field_dict["hydra:next"] = hydranext

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hydrafirst = d.pop("hydra:first")

        hydralast = d.pop("hydra:last")

        hydraprevious = d.pop("hydra:previous", UNSET)

        hydranext = d.pop("hydra:next", UNSET)

        list_api_keys_response_200_hydraview = cls(
            hydrafirst=hydrafirst,
            hydralast=hydralast,
            hydraprevious=hydraprevious,
            hydranext=hydranext,
        )


        list_api_keys_response_200_hydraview.additional_properties = d
        return list_api_keys_response_200_hydraview

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

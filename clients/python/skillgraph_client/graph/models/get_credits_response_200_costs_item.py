from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GetCreditsResponse200CostsItem")



@_attrs_define
class GetCreditsResponse200CostsItem:
    """ 
        Attributes:
            method (str):
            path (str):
            credits_ (float):
            sandbox (bool): Callable without a key (60 calls per minute per IP)
     """

    method: str
    path: str
    credits_: float
    sandbox: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        method = self.method

        path = self.path

        credits_ = self.credits_

        sandbox = self.sandbox


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "method": method,
            "path": path,
            "credits": credits_,
            "sandbox": sandbox,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        method = d.pop("method")

        path = d.pop("path")

        credits_ = d.pop("credits")

        sandbox = d.pop("sandbox")

        get_credits_response_200_costs_item = cls(
            method=method,
            path=path,
            credits_=credits_,
            sandbox=sandbox,
        )


        get_credits_response_200_costs_item.additional_properties = d
        return get_credits_response_200_costs_item

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

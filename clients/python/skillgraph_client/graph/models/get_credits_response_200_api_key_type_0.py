from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GetCreditsResponse200ApiKeyType0")



@_attrs_define
class GetCreditsResponse200ApiKeyType0:
    """ 
        Attributes:
            id (str):
            credits_used (float): Credits this key spent in its billing period
            credits_remaining (float | None): The key’s credits_remaining (spec 2.2)
     """

    id: str
    credits_used: float
    credits_remaining: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        credits_used = self.credits_used

        credits_remaining: float | None
        credits_remaining = self.credits_remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "credits_used": credits_used,
            "credits_remaining": credits_remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        credits_used = d.pop("credits_used")

        def _parse_credits_remaining(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        credits_remaining = _parse_credits_remaining(d.pop("credits_remaining"))


        get_credits_response_200_api_key_type_0 = cls(
            id=id,
            credits_used=credits_used,
            credits_remaining=credits_remaining,
        )


        get_credits_response_200_api_key_type_0.additional_properties = d
        return get_credits_response_200_api_key_type_0

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GetDailyUsageResponse200Meta")



@_attrs_define
class GetDailyUsageResponse200Meta:
    """ Present on every graph API success body

        Attributes:
            took_ms (float): Server time spent on the request, in milliseconds
            region (str): Region that served the request, e.g. fr-par
     """

    took_ms: float
    region: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        took_ms = self.took_ms

        region = self.region


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "took_ms": took_ms,
            "region": region,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        took_ms = d.pop("took_ms")

        region = d.pop("region")

        get_daily_usage_response_200_meta = cls(
            took_ms=took_ms,
            region=region,
        )


        get_daily_usage_response_200_meta.additional_properties = d
        return get_daily_usage_response_200_meta

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

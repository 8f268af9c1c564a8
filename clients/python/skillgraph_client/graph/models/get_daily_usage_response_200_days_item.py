from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="GetDailyUsageResponse200DaysItem")



@_attrs_define
class GetDailyUsageResponse200DaysItem:
    """ 
        Attributes:
            day (datetime.date): UTC day
            requests (int): Charged requests that day
            credits_used (float): Credits charged that day
     """

    day: datetime.date
    requests: int
    credits_used: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        day = self.day.isoformat()

        requests = self.requests

        credits_used = self.credits_used


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "day": day,
            "requests": requests,
            "credits_used": credits_used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        day = datetime.date.fromisoformat(d.pop("day"))




        requests = d.pop("requests")

        credits_used = d.pop("credits_used")

        get_daily_usage_response_200_days_item = cls(
            day=day,
            requests=requests,
            credits_used=credits_used,
        )


        get_daily_usage_response_200_days_item.additional_properties = d
        return get_daily_usage_response_200_days_item

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

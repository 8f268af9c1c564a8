from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_daily_usage_response_200_days_item import GetDailyUsageResponse200DaysItem
  from ..models.get_daily_usage_response_200_meta import GetDailyUsageResponse200Meta





T = TypeVar("T", bound="GetDailyUsageResponse200")



@_attrs_define
class GetDailyUsageResponse200:
    """ 
        Attributes:
            organisation_id (str):
            days (list[GetDailyUsageResponse200DaysItem]):
            meta (GetDailyUsageResponse200Meta): Present on every graph API success body
     """

    organisation_id: str
    days: list[GetDailyUsageResponse200DaysItem]
    meta: GetDailyUsageResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_daily_usage_response_200_days_item import GetDailyUsageResponse200DaysItem # noqa: PLC0415
        from ..models.get_daily_usage_response_200_meta import GetDailyUsageResponse200Meta # noqa: PLC0415
        organisation_id = self.organisation_id

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "organisation_id": organisation_id,
            "days": days,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_daily_usage_response_200_days_item import GetDailyUsageResponse200DaysItem # noqa: PLC0415
        from ..models.get_daily_usage_response_200_meta import GetDailyUsageResponse200Meta # noqa: PLC0415
        d = dict(src_dict)
        organisation_id = d.pop("organisation_id")

        days = []
        _days = d.pop("days")
        for days_item_data in (_days):
            days_item = GetDailyUsageResponse200DaysItem.from_dict(days_item_data)



            days.append(days_item)


        meta = GetDailyUsageResponse200Meta.from_dict(d.pop("meta"))




        get_daily_usage_response_200 = cls(
            organisation_id=organisation_id,
            days=days,
            meta=meta,
        )


        get_daily_usage_response_200.additional_properties = d
        return get_daily_usage_response_200

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

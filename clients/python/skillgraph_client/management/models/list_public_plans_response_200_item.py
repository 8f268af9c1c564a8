from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.list_public_plans_response_200_item_code import ListPublicPlansResponse200ItemCode
from ..models.list_public_plans_response_200_item_overage_policy import ListPublicPlansResponse200ItemOveragePolicy
from typing import cast






T = TypeVar("T", bound="ListPublicPlansResponse200Item")



@_attrs_define
class ListPublicPlansResponse200Item:
    """ Pricing-safe view of a plan

        Attributes:
            code (ListPublicPlansResponse200ItemCode):
            name (str):
            sort_order (int):
            price_monthly_eur (float | None): Monthly list price in EUR; null when by quote
            monthly_credits (float | None): Credits included per calendar month; null when unlimited
            daily_request_limit (float | None): Requests per day; null when unlimited
            overage_policy (ListPublicPlansResponse200ItemOveragePolicy): After the monthly quota: soft_block (429
                quota_exhausted), billed per credit, or by quote
            overage_eur_per_credit (float | None): Price of a credit beyond the quota; null when not billed per credit
     """

    code: ListPublicPlansResponse200ItemCode
    name: str
    sort_order: int
    price_monthly_eur: float | None
    monthly_credits: float | None
    daily_request_limit: float | None
    overage_policy: ListPublicPlansResponse200ItemOveragePolicy
    overage_eur_per_credit: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        name = self.name

        sort_order = self.sort_order

        price_monthly_eur: float | None
        price_monthly_eur = self.price_monthly_eur

        monthly_credits: float | None
        monthly_credits = self.monthly_credits

        daily_request_limit: float | None
        daily_request_limit = self.daily_request_limit

        overage_policy = self.overage_policy.value

        overage_eur_per_credit: float | None
        overage_eur_per_credit = self.overage_eur_per_credit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "name": name,
            "sort_order": sort_order,
            "price_monthly_eur": price_monthly_eur,
            "monthly_credits": monthly_credits,
            "daily_request_limit": daily_request_limit,
            "overage_policy": overage_policy,
            "overage_eur_per_credit": overage_eur_per_credit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ListPublicPlansResponse200ItemCode(d.pop("code"))




        name = d.pop("name")

        sort_order = d.pop("sort_order")

        def _parse_price_monthly_eur(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        price_monthly_eur = _parse_price_monthly_eur(d.pop("price_monthly_eur"))


        def _parse_monthly_credits(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        monthly_credits = _parse_monthly_credits(d.pop("monthly_credits"))


        def _parse_daily_request_limit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        daily_request_limit = _parse_daily_request_limit(d.pop("daily_request_limit"))


        overage_policy = ListPublicPlansResponse200ItemOveragePolicy(d.pop("overage_policy"))




        def _parse_overage_eur_per_credit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        overage_eur_per_credit = _parse_overage_eur_per_credit(d.pop("overage_eur_per_credit"))


        list_public_plans_response_200_item = cls(
            code=code,
            name=name,
            sort_order=sort_order,
            price_monthly_eur=price_monthly_eur,
            monthly_credits=monthly_credits,
            daily_request_limit=daily_request_limit,
            overage_policy=overage_policy,
            overage_eur_per_credit=overage_eur_per_credit,
        )


        list_public_plans_response_200_item.additional_properties = d
        return list_public_plans_response_200_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_plan_response_200_code import GetPlanResponse200Code
from ..models.get_plan_response_200_overage_policy import GetPlanResponse200OveragePolicy
from typing import cast
import datetime






T = TypeVar("T", bound="GetPlanResponse200")



@_attrs_define
class GetPlanResponse200:
    """ A plan with its route_access

        Attributes:
            code (GetPlanResponse200Code):
            name (str):
            sort_order (int):
            price_monthly_eur (float | None): Monthly list price in EUR; null when by quote
            monthly_credits (float | None): Credits included per calendar month; null when unlimited
            daily_request_limit (float | None): Requests per day; null when unlimited
            overage_policy (GetPlanResponse200OveragePolicy): After the monthly quota: soft_block (429 quota_exhausted),
                billed per credit, or by quote
            overage_eur_per_credit (float | None): Price of a credit beyond the quota; null when not billed per credit
            id (str):
            is_public (bool):
            route_access (list[str] | None): Metered routes this plan may call: ordered patterns on the route path
                ("/v1/skills/:uri"), `*` one segment, `**` any rest, optional method prefix ("POST /v1/match/**"), a leading `!`
                excludes; the last matching pattern wins. null: every route. A call outside it is a 403 forbidden with
                details.reason route_not_in_plan.
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    code: GetPlanResponse200Code
    name: str
    sort_order: int
    price_monthly_eur: float | None
    monthly_credits: float | None
    daily_request_limit: float | None
    overage_policy: GetPlanResponse200OveragePolicy
    overage_eur_per_credit: float | None
    id: str
    is_public: bool
    route_access: list[str] | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
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

        id = self.id

        is_public = self.is_public

        route_access: list[str] | None
        if isinstance(self.route_access, list):
            route_access = self.route_access


        else:
            route_access = self.route_access

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


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
            "id": id,
            "is_public": is_public,
            "route_access": route_access,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = GetPlanResponse200Code(d.pop("code"))




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


        overage_policy = GetPlanResponse200OveragePolicy(d.pop("overage_policy"))




        def _parse_overage_eur_per_credit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        overage_eur_per_credit = _parse_overage_eur_per_credit(d.pop("overage_eur_per_credit"))


        id = d.pop("id")

        is_public = d.pop("is_public")

        def _parse_route_access(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                route_access_type_0 = cast(list[str], data)

                return route_access_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        route_access = _parse_route_access(d.pop("route_access"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        get_plan_response_200 = cls(
            code=code,
            name=name,
            sort_order=sort_order,
            price_monthly_eur=price_monthly_eur,
            monthly_credits=monthly_credits,
            daily_request_limit=daily_request_limit,
            overage_policy=overage_policy,
            overage_eur_per_credit=overage_eur_per_credit,
            id=id,
            is_public=is_public,
            route_access=route_access,
            created_at=created_at,
            updated_at=updated_at,
        )


        get_plan_response_200.additional_properties = d
        return get_plan_response_200

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

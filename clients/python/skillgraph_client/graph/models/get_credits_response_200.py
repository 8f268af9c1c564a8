from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_credits_response_200_billing_mode import GetCreditsResponse200BillingMode
from ..models.get_credits_response_200_plan_code import GetCreditsResponse200PlanCode
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.get_credits_response_200_api_key_type_0 import GetCreditsResponse200ApiKeyType0
  from ..models.get_credits_response_200_costs_item import GetCreditsResponse200CostsItem
  from ..models.get_credits_response_200_meta import GetCreditsResponse200Meta





T = TypeVar("T", bound="GetCreditsResponse200")



@_attrs_define
class GetCreditsResponse200:
    """ 
        Attributes:
            organisation_id (str):
            plan_code (GetCreditsResponse200PlanCode): Plan code
            billing_mode (GetCreditsResponse200BillingMode): free_soft_block: calls beyond the monthly quota get 429
                quota_exhausted; metered_overage: they go on and are billed per credit; by_quote: unlimited, invoiced by
                contract
            billing_status (None | str):
            monthly_quota (float | None): Credits included per calendar month; null when unlimited
            credits_used (float): Credits spent this calendar month (successful calls only)
            credits_remaining (float | None): Included credits left this month; null when unlimited
            overage_credits (float): Credits beyond the quota this month, billed per credit
            overage_eur (float): Their price at the plan rate, in EUR
            overage_eur_per_credit (float | None): Price of a credit beyond the quota
            daily_requests_used (float): Metered requests admitted today (UTC)
            daily_request_limit (float | None): Requests per UTC day; null when unlimited
            period_start (datetime.datetime):
            period_end (datetime.datetime):
            reset_at (datetime.datetime): When the monthly quota renews (1st, 00:00 UTC)
            daily_reset_at (datetime.datetime): When the daily request count renews
            api_key (GetCreditsResponse200ApiKeyType0 | None):
            costs (list[GetCreditsResponse200CostsItem]): Credit cost of every metered route; routes not listed cost nothing
            meta (GetCreditsResponse200Meta): Present on every graph API success body
     """

    organisation_id: str
    plan_code: GetCreditsResponse200PlanCode
    billing_mode: GetCreditsResponse200BillingMode
    billing_status: None | str
    monthly_quota: float | None
    credits_used: float
    credits_remaining: float | None
    overage_credits: float
    overage_eur: float
    overage_eur_per_credit: float | None
    daily_requests_used: float
    daily_request_limit: float | None
    period_start: datetime.datetime
    period_end: datetime.datetime
    reset_at: datetime.datetime
    daily_reset_at: datetime.datetime
    api_key: GetCreditsResponse200ApiKeyType0 | None
    costs: list[GetCreditsResponse200CostsItem]
    meta: GetCreditsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_credits_response_200_api_key_type_0 import GetCreditsResponse200ApiKeyType0 # noqa: PLC0415
        from ..models.get_credits_response_200_costs_item import GetCreditsResponse200CostsItem # noqa: PLC0415
        from ..models.get_credits_response_200_meta import GetCreditsResponse200Meta # noqa: PLC0415
        organisation_id = self.organisation_id

        plan_code = self.plan_code.value

        billing_mode = self.billing_mode.value

        billing_status: None | str
        billing_status = self.billing_status

        monthly_quota: float | None
        monthly_quota = self.monthly_quota

        credits_used = self.credits_used

        credits_remaining: float | None
        credits_remaining = self.credits_remaining

        overage_credits = self.overage_credits

        overage_eur = self.overage_eur

        overage_eur_per_credit: float | None
        overage_eur_per_credit = self.overage_eur_per_credit

        daily_requests_used = self.daily_requests_used

        daily_request_limit: float | None
        daily_request_limit = self.daily_request_limit

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        reset_at = self.reset_at.isoformat()

        daily_reset_at = self.daily_reset_at.isoformat()

        api_key: dict[str, Any] | None
        if isinstance(self.api_key, GetCreditsResponse200ApiKeyType0):
            api_key = self.api_key.to_dict()
        else:
            api_key = self.api_key

        costs = []
        for costs_item_data in self.costs:
            costs_item = costs_item_data.to_dict()
            costs.append(costs_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "organisation_id": organisation_id,
            "plan_code": plan_code,
            "billing_mode": billing_mode,
            "billing_status": billing_status,
            "monthly_quota": monthly_quota,
            "credits_used": credits_used,
            "credits_remaining": credits_remaining,
            "overage_credits": overage_credits,
            "overage_eur": overage_eur,
            "overage_eur_per_credit": overage_eur_per_credit,
            "daily_requests_used": daily_requests_used,
            "daily_request_limit": daily_request_limit,
            "period_start": period_start,
            "period_end": period_end,
            "reset_at": reset_at,
            "daily_reset_at": daily_reset_at,
            "api_key": api_key,
            "costs": costs,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_credits_response_200_api_key_type_0 import GetCreditsResponse200ApiKeyType0 # noqa: PLC0415
        from ..models.get_credits_response_200_costs_item import GetCreditsResponse200CostsItem # noqa: PLC0415
        from ..models.get_credits_response_200_meta import GetCreditsResponse200Meta # noqa: PLC0415
        d = dict(src_dict)
        organisation_id = d.pop("organisation_id")

        plan_code = GetCreditsResponse200PlanCode(d.pop("plan_code"))




        billing_mode = GetCreditsResponse200BillingMode(d.pop("billing_mode"))




        def _parse_billing_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        billing_status = _parse_billing_status(d.pop("billing_status"))


        def _parse_monthly_quota(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        monthly_quota = _parse_monthly_quota(d.pop("monthly_quota"))


        credits_used = d.pop("credits_used")

        def _parse_credits_remaining(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        credits_remaining = _parse_credits_remaining(d.pop("credits_remaining"))


        overage_credits = d.pop("overage_credits")

        overage_eur = d.pop("overage_eur")

        def _parse_overage_eur_per_credit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        overage_eur_per_credit = _parse_overage_eur_per_credit(d.pop("overage_eur_per_credit"))


        daily_requests_used = d.pop("daily_requests_used")

        def _parse_daily_request_limit(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        daily_request_limit = _parse_daily_request_limit(d.pop("daily_request_limit"))


        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))




        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))




        reset_at = datetime.datetime.fromisoformat(d.pop("reset_at"))




        daily_reset_at = datetime.datetime.fromisoformat(d.pop("daily_reset_at"))




        def _parse_api_key(data: object) -> GetCreditsResponse200ApiKeyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                api_key_type_0 = GetCreditsResponse200ApiKeyType0.from_dict(data)



                return api_key_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCreditsResponse200ApiKeyType0 | None, data)

        api_key = _parse_api_key(d.pop("api_key"))


        costs = []
        _costs = d.pop("costs")
        for costs_item_data in (_costs):
            costs_item = GetCreditsResponse200CostsItem.from_dict(costs_item_data)



            costs.append(costs_item)


        meta = GetCreditsResponse200Meta.from_dict(d.pop("meta"))




        get_credits_response_200 = cls(
            organisation_id=organisation_id,
            plan_code=plan_code,
            billing_mode=billing_mode,
            billing_status=billing_status,
            monthly_quota=monthly_quota,
            credits_used=credits_used,
            credits_remaining=credits_remaining,
            overage_credits=overage_credits,
            overage_eur=overage_eur,
            overage_eur_per_credit=overage_eur_per_credit,
            daily_requests_used=daily_requests_used,
            daily_request_limit=daily_request_limit,
            period_start=period_start,
            period_end=period_end,
            reset_at=reset_at,
            daily_reset_at=daily_reset_at,
            api_key=api_key,
            costs=costs,
            meta=meta,
        )


        get_credits_response_200.additional_properties = d
        return get_credits_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stripe_webhook_response_200_outcome import StripeWebhookResponse200Outcome
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.stripe_webhook_response_200_organisation_plan import StripeWebhookResponse200OrganisationPlan





T = TypeVar("T", bound="StripeWebhookResponse200")



@_attrs_define
class StripeWebhookResponse200:
    """ 
        Attributes:
            received (bool):
            event_id (str):
            outcome (StripeWebhookResponse200Outcome):
            reason (str | Unset):
            organisation_plan (StripeWebhookResponse200OrganisationPlan | Unset): A period of an organisation on a plan; the
                current one has ended_at null
     """

    received: bool
    event_id: str
    outcome: StripeWebhookResponse200Outcome
    reason: str | Unset = UNSET
    organisation_plan: StripeWebhookResponse200OrganisationPlan | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.stripe_webhook_response_200_organisation_plan import StripeWebhookResponse200OrganisationPlan # noqa: PLC0415
        received = self.received

        event_id = self.event_id

        outcome = self.outcome.value

        reason = self.reason

        organisation_plan: dict[str, Any] | Unset = UNSET
        if not isinstance(self.organisation_plan, Unset):
            organisation_plan = self.organisation_plan.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "received": received,
            "event_id": event_id,
            "outcome": outcome,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if organisation_plan is not UNSET:
            field_dict["organisation_plan"] = organisation_plan

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stripe_webhook_response_200_organisation_plan import StripeWebhookResponse200OrganisationPlan # noqa: PLC0415
        d = dict(src_dict)
        received = d.pop("received")

        event_id = d.pop("event_id")

        outcome = StripeWebhookResponse200Outcome(d.pop("outcome"))




        reason = d.pop("reason", UNSET)

        _organisation_plan = d.pop("organisation_plan", UNSET)
        organisation_plan: StripeWebhookResponse200OrganisationPlan | Unset
        if isinstance(_organisation_plan,  Unset):
            organisation_plan = UNSET
        else:
            organisation_plan = StripeWebhookResponse200OrganisationPlan.from_dict(_organisation_plan)




        stripe_webhook_response_200 = cls(
            received=received,
            event_id=event_id,
            outcome=outcome,
            reason=reason,
            organisation_plan=organisation_plan,
        )


        stripe_webhook_response_200.additional_properties = d
        return stripe_webhook_response_200

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

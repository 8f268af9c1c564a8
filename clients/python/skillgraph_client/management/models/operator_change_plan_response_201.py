from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.operator_change_plan_response_201_plan_code import OperatorChangePlanResponse201PlanCode
from typing import cast
import datetime






T = TypeVar("T", bound="OperatorChangePlanResponse201")



@_attrs_define
class OperatorChangePlanResponse201:
    """ A period of an organisation on a plan; the current one has ended_at null

        Attributes:
            id (str):
            organisation_id (str):
            plan_code (OperatorChangePlanResponse201PlanCode): Plan code
            plan (str): IRI of the plan, /v1/plans/{code}
            source (None | str): How the period started: checkout (paid), dev-checkout, downgrade-to-free, operator
            reason (None | str): Why an operator set the plan, or the paid checkout
            started_at (datetime.datetime):
            ended_at (datetime.datetime | None):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    plan_code: OperatorChangePlanResponse201PlanCode
    plan: str
    source: None | str
    reason: None | str
    started_at: datetime.datetime
    ended_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        plan_code = self.plan_code.value

        plan = self.plan

        source: None | str
        source = self.source

        reason: None | str
        reason = self.reason

        started_at = self.started_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "plan_code": plan_code,
            "plan": plan,
            "source": source,
            "reason": reason,
            "started_at": started_at,
            "ended_at": ended_at,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        plan_code = OperatorChangePlanResponse201PlanCode(d.pop("plan_code"))




        plan = d.pop("plan")

        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))


        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)



                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        operator_change_plan_response_201 = cls(
            id=id,
            organisation_id=organisation_id,
            plan_code=plan_code,
            plan=plan,
            source=source,
            reason=reason,
            started_at=started_at,
            ended_at=ended_at,
            created_at=created_at,
            updated_at=updated_at,
        )


        operator_change_plan_response_201.additional_properties = d
        return operator_change_plan_response_201

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.operator_change_plan_operator_plan_dto_plan_code import OperatorChangePlanOperatorPlanDtoPlanCode






T = TypeVar("T", bound="OperatorChangePlanOperatorPlanDto")



@_attrs_define
class OperatorChangePlanOperatorPlanDto:
    """ Plan to set, and why

        Attributes:
            plan_code (OperatorChangePlanOperatorPlanDtoPlanCode): Plan code
            reason (str):
     """

    plan_code: OperatorChangePlanOperatorPlanDtoPlanCode
    reason: str





    def to_dict(self) -> dict[str, Any]:
        plan_code = self.plan_code.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "plan_code": plan_code,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan_code = OperatorChangePlanOperatorPlanDtoPlanCode(d.pop("plan_code"))




        reason = d.pop("reason")

        operator_change_plan_operator_plan_dto = cls(
            plan_code=plan_code,
            reason=reason,
        )

        return operator_change_plan_operator_plan_dto


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.operator_plan_dto_plan_code import OperatorPlanDtoPlanCode






T = TypeVar("T", bound="OperatorPlanDto")



@_attrs_define
class OperatorPlanDto:
    """ Plan to set, and why

        Attributes:
            plan_code (OperatorPlanDtoPlanCode): Plan code
            reason (str):
     """

    plan_code: OperatorPlanDtoPlanCode
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
        plan_code = OperatorPlanDtoPlanCode(d.pop("plan_code"))




        reason = d.pop("reason")

        operator_plan_dto = cls(
            plan_code=plan_code,
            reason=reason,
        )

        return operator_plan_dto


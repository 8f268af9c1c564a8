from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dev_checkout_dto_plan_code import DevCheckoutDtoPlanCode






T = TypeVar("T", bound="DevCheckoutDto")



@_attrs_define
class DevCheckoutDto:
    """ Plan to switch to, without payment

        Attributes:
            plan_code (DevCheckoutDtoPlanCode): Plan code
     """

    plan_code: DevCheckoutDtoPlanCode





    def to_dict(self) -> dict[str, Any]:
        plan_code = self.plan_code.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "plan_code": plan_code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan_code = DevCheckoutDtoPlanCode(d.pop("plan_code"))




        dev_checkout_dto = cls(
            plan_code=plan_code,
        )

        return dev_checkout_dto


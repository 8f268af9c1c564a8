from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.checkout_dto_plan_code import CheckoutDtoPlanCode






T = TypeVar("T", bound="CheckoutDto")



@_attrs_define
class CheckoutDto:
    """ 
        Attributes:
            plan_code (CheckoutDtoPlanCode): A plan with a monthly price (Partner and Omni are by quote: ask the operators)
            success_url (str): Where the provider sends the buyer once paid
            cancel_url (str): Where the provider sends a buyer who gives up
     """

    plan_code: CheckoutDtoPlanCode
    success_url: str
    cancel_url: str





    def to_dict(self) -> dict[str, Any]:
        plan_code = self.plan_code.value

        success_url = self.success_url

        cancel_url = self.cancel_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "plan_code": plan_code,
            "success_url": success_url,
            "cancel_url": cancel_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plan_code = CheckoutDtoPlanCode(d.pop("plan_code"))




        success_url = d.pop("success_url")

        cancel_url = d.pop("cancel_url")

        checkout_dto = cls(
            plan_code=plan_code,
            success_url=success_url,
            cancel_url=cancel_url,
        )

        return checkout_dto


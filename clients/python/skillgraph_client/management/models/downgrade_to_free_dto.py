from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.downgrade_to_free_dto_plan_code import DowngradeToFreeDtoPlanCode






T = TypeVar("T", bound="DowngradeToFreeDto")



@_attrs_define
class DowngradeToFreeDto:
    """ 
        Attributes:
            plan_code (DowngradeToFreeDtoPlanCode): The free plan: the only target
     """

    plan_code: DowngradeToFreeDtoPlanCode





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
        plan_code = DowngradeToFreeDtoPlanCode(d.pop("plan_code"))




        downgrade_to_free_dto = cls(
            plan_code=plan_code,
        )

        return downgrade_to_free_dto


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.skill_gap_response_200_meta import SkillGapResponse200Meta
  from ..models.skill_gap_response_200_missing_item import SkillGapResponse200MissingItem
  from ..models.skill_gap_response_200_target import SkillGapResponse200Target





T = TypeVar("T", bound="SkillGapResponse200")



@_attrs_define
class SkillGapResponse200:
    """ 
        Attributes:
            target (SkillGapResponse200Target):
            required (int):
            held (int):
            coverage (float):
            total_training_hours (float):
            missing (list[SkillGapResponse200MissingItem]):
            meta (SkillGapResponse200Meta): Present on every graph API success body
     """

    target: SkillGapResponse200Target
    required: int
    held: int
    coverage: float
    total_training_hours: float
    missing: list[SkillGapResponse200MissingItem]
    meta: SkillGapResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.skill_gap_response_200_meta import SkillGapResponse200Meta # noqa: PLC0415
        from ..models.skill_gap_response_200_missing_item import SkillGapResponse200MissingItem # noqa: PLC0415
        from ..models.skill_gap_response_200_target import SkillGapResponse200Target # noqa: PLC0415
        target = self.target.to_dict()

        required = self.required

        held = self.held

        coverage = self.coverage

        total_training_hours = self.total_training_hours

        missing = []
        for missing_item_data in self.missing:
            missing_item = missing_item_data.to_dict()
            missing.append(missing_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "target": target,
            "required": required,
            "held": held,
            "coverage": coverage,
            "total_training_hours": total_training_hours,
            "missing": missing,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.skill_gap_response_200_meta import SkillGapResponse200Meta # noqa: PLC0415
        from ..models.skill_gap_response_200_missing_item import SkillGapResponse200MissingItem # noqa: PLC0415
        from ..models.skill_gap_response_200_target import SkillGapResponse200Target # noqa: PLC0415
        d = dict(src_dict)
        target = SkillGapResponse200Target.from_dict(d.pop("target"))




        required = d.pop("required")

        held = d.pop("held")

        coverage = d.pop("coverage")

        total_training_hours = d.pop("total_training_hours")

        missing = []
        _missing = d.pop("missing")
        for missing_item_data in (_missing):
            missing_item = SkillGapResponse200MissingItem.from_dict(missing_item_data)



            missing.append(missing_item)


        meta = SkillGapResponse200Meta.from_dict(d.pop("meta"))




        skill_gap_response_200 = cls(
            target=target,
            required=required,
            held=held,
            coverage=coverage,
            total_training_hours=total_training_hours,
            missing=missing,
            meta=meta,
        )


        skill_gap_response_200.additional_properties = d
        return skill_gap_response_200

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

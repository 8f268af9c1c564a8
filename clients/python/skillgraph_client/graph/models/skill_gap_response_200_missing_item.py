from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.skill_gap_response_200_missing_item_estimate import SkillGapResponse200MissingItemEstimate
from ..models.skill_gap_response_200_missing_item_relation import SkillGapResponse200MissingItemRelation






T = TypeVar("T", bound="SkillGapResponse200MissingItem")



@_attrs_define
class SkillGapResponse200MissingItem:
    """ 
        Attributes:
            uri (str):
            label (str):
            relation (SkillGapResponse200MissingItemRelation):
            partially_held (bool):
            training_hours (float):
            estimate (SkillGapResponse200MissingItemEstimate):
     """

    uri: str
    label: str
    relation: SkillGapResponse200MissingItemRelation
    partially_held: bool
    training_hours: float
    estimate: SkillGapResponse200MissingItemEstimate
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        label = self.label

        relation = self.relation.value

        partially_held = self.partially_held

        training_hours = self.training_hours

        estimate = self.estimate.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "label": label,
            "relation": relation,
            "partially_held": partially_held,
            "training_hours": training_hours,
            "estimate": estimate,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uri = d.pop("uri")

        label = d.pop("label")

        relation = SkillGapResponse200MissingItemRelation(d.pop("relation"))




        partially_held = d.pop("partially_held")

        training_hours = d.pop("training_hours")

        estimate = SkillGapResponse200MissingItemEstimate(d.pop("estimate"))




        skill_gap_response_200_missing_item = cls(
            uri=uri,
            label=label,
            relation=relation,
            partially_held=partially_held,
            training_hours=training_hours,
            estimate=estimate,
        )


        skill_gap_response_200_missing_item.additional_properties = d
        return skill_gap_response_200_missing_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.career_transitions_response_200_transitions_item_missing_item import CareerTransitionsResponse200TransitionsItemMissingItem





T = TypeVar("T", bound="CareerTransitionsResponse200TransitionsItem")



@_attrs_define
class CareerTransitionsResponse200TransitionsItem:
    """ 
        Attributes:
            uri (str):
            label (str):
            framework (str):
            shared_percentage (float):
            score (float):
            stated_by_framework (bool):
            missing (list[CareerTransitionsResponse200TransitionsItemMissingItem]):
     """

    uri: str
    label: str
    framework: str
    shared_percentage: float
    score: float
    stated_by_framework: bool
    missing: list[CareerTransitionsResponse200TransitionsItemMissingItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.career_transitions_response_200_transitions_item_missing_item import CareerTransitionsResponse200TransitionsItemMissingItem # noqa: PLC0415
        uri = self.uri

        label = self.label

        framework = self.framework

        shared_percentage = self.shared_percentage

        score = self.score

        stated_by_framework = self.stated_by_framework

        missing = []
        for missing_item_data in self.missing:
            missing_item = missing_item_data.to_dict()
            missing.append(missing_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "label": label,
            "framework": framework,
            "shared_percentage": shared_percentage,
            "score": score,
            "stated_by_framework": stated_by_framework,
            "missing": missing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.career_transitions_response_200_transitions_item_missing_item import CareerTransitionsResponse200TransitionsItemMissingItem # noqa: PLC0415
        d = dict(src_dict)
        uri = d.pop("uri")

        label = d.pop("label")

        framework = d.pop("framework")

        shared_percentage = d.pop("shared_percentage")

        score = d.pop("score")

        stated_by_framework = d.pop("stated_by_framework")

        missing = []
        _missing = d.pop("missing")
        for missing_item_data in (_missing):
            missing_item = CareerTransitionsResponse200TransitionsItemMissingItem.from_dict(missing_item_data)



            missing.append(missing_item)


        career_transitions_response_200_transitions_item = cls(
            uri=uri,
            label=label,
            framework=framework,
            shared_percentage=shared_percentage,
            score=score,
            stated_by_framework=stated_by_framework,
            missing=missing,
        )


        career_transitions_response_200_transitions_item.additional_properties = d
        return career_transitions_response_200_transitions_item

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

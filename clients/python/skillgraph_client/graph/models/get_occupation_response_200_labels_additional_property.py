from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GetOccupationResponse200LabelsAdditionalProperty")



@_attrs_define
class GetOccupationResponse200LabelsAdditionalProperty:
    """ 
        Attributes:
            preferred (None | str):
            alternative (list[str]):
            hidden (list[str]):
     """

    preferred: None | str
    alternative: list[str]
    hidden: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        preferred: None | str
        preferred = self.preferred

        alternative = self.alternative



        hidden = self.hidden




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "preferred": preferred,
            "alternative": alternative,
            "hidden": hidden,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_preferred(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preferred = _parse_preferred(d.pop("preferred"))


        alternative = cast(list[str], d.pop("alternative"))


        hidden = cast(list[str], d.pop("hidden"))


        get_occupation_response_200_labels_additional_property = cls(
            preferred=preferred,
            alternative=alternative,
            hidden=hidden,
        )


        get_occupation_response_200_labels_additional_property.additional_properties = d
        return get_occupation_response_200_labels_additional_property

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

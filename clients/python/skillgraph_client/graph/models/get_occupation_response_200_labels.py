from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.get_occupation_response_200_labels_additional_property import GetOccupationResponse200LabelsAdditionalProperty





T = TypeVar("T", bound="GetOccupationResponse200Labels")



@_attrs_define
class GetOccupationResponse200Labels:
    """ Preferred, alternative and hidden labels per language code

     """

    additional_properties: dict[str, GetOccupationResponse200LabelsAdditionalProperty] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_occupation_response_200_labels_additional_property import GetOccupationResponse200LabelsAdditionalProperty # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_occupation_response_200_labels_additional_property import GetOccupationResponse200LabelsAdditionalProperty # noqa: PLC0415
        d = dict(src_dict)
        get_occupation_response_200_labels = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = GetOccupationResponse200LabelsAdditionalProperty.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        get_occupation_response_200_labels.additional_properties = additional_properties
        return get_occupation_response_200_labels

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> GetOccupationResponse200LabelsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: GetOccupationResponse200LabelsAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia")



@_attrs_define
class MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
     """

    uri: str
    id: str
    label: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        match_jobs_to_cv_response_200_results_item_explanation_matched_item_via = cls(
            uri=uri,
            id=id,
            label=label,
        )


        match_jobs_to_cv_response_200_results_item_explanation_matched_item_via.additional_properties = d
        return match_jobs_to_cv_response_200_results_item_explanation_matched_item_via

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

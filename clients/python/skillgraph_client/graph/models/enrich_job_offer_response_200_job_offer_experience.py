from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EnrichJobOfferResponse200JobOfferExperience")



@_attrs_define
class EnrichJobOfferResponse200JobOfferExperience:
    """ 
        Attributes:
            text (str):
            min_years (float | Unset):
            max_years (float | Unset):
     """

    text: str
    min_years: float | Unset = UNSET
    max_years: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        min_years = self.min_years

        max_years = self.max_years


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "text": text,
        })
        if min_years is not UNSET:
            field_dict["min_years"] = min_years
        if max_years is not UNSET:
            field_dict["max_years"] = max_years

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        min_years = d.pop("min_years", UNSET)

        max_years = d.pop("max_years", UNSET)

        enrich_job_offer_response_200_job_offer_experience = cls(
            text=text,
            min_years=min_years,
            max_years=max_years,
        )


        enrich_job_offer_response_200_job_offer_experience.additional_properties = d
        return enrich_job_offer_response_200_job_offer_experience

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

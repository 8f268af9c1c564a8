from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EnrichJobOfferResponse200DesiredSkillsItemSpansItem")



@_attrs_define
class EnrichJobOfferResponse200DesiredSkillsItemSpansItem:
    """ 
        Attributes:
            start (int): Offset of the first character in the text read
            end (int):
            text (str):
     """

    start: int
    end: int
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "start": start,
            "end": end,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        text = d.pop("text")

        enrich_job_offer_response_200_desired_skills_item_spans_item = cls(
            start=start,
            end=end,
            text=text,
        )


        enrich_job_offer_response_200_desired_skills_item_spans_item.additional_properties = d
        return enrich_job_offer_response_200_desired_skills_item_spans_item

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

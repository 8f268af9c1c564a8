from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TreatCvTextResponse200DocumentOcrPagesItem")



@_attrs_define
class TreatCvTextResponse200DocumentOcrPagesItem:
    """ 
        Attributes:
            page (int): 1-based page number
            confidence (float): Tesseract’s mean word confidence, 0..1: under about 0.6 the text, and so the parsed fields,
                are unreliable
            rotated (int): Degrees the page was turned to be upright, clockwise
            skew (float): Degrees of skew straightened
     """

    page: int
    confidence: float
    rotated: int
    skew: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        page = self.page

        confidence = self.confidence

        rotated = self.rotated

        skew = self.skew


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "page": page,
            "confidence": confidence,
            "rotated": rotated,
            "skew": skew,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        confidence = d.pop("confidence")

        rotated = d.pop("rotated")

        skew = d.pop("skew")

        treat_cv_text_response_200_document_ocr_pages_item = cls(
            page=page,
            confidence=confidence,
            rotated=rotated,
            skew=skew,
        )


        treat_cv_text_response_200_document_ocr_pages_item.additional_properties = d
        return treat_cv_text_response_200_document_ocr_pages_item

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

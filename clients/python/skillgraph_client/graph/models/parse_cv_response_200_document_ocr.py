from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.parse_cv_response_200_document_ocr_language import ParseCvResponse200DocumentOcrLanguage
from typing import cast

if TYPE_CHECKING:
  from ..models.parse_cv_response_200_document_ocr_pages_item import ParseCvResponse200DocumentOcrPagesItem





T = TypeVar("T", bound="ParseCvResponse200DocumentOcr")



@_attrs_define
class ParseCvResponse200DocumentOcr:
    """ Present when pages were read by text recognition (OCR): a photo or scan, or PDF pages without a text layer (at most
    OCR_MAX_PAGES of them)

        Attributes:
            language (ParseCvResponse200DocumentOcrLanguage): The language model text recognition used (the document's
                language as first read)
            confidence (float): Mean of the pages’ confidences, 0..1
            pages (list[ParseCvResponse200DocumentOcrPagesItem]):
     """

    language: ParseCvResponse200DocumentOcrLanguage
    confidence: float
    pages: list[ParseCvResponse200DocumentOcrPagesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.parse_cv_response_200_document_ocr_pages_item import ParseCvResponse200DocumentOcrPagesItem # noqa: PLC0415
        language = self.language.value

        confidence = self.confidence

        pages = []
        for pages_item_data in self.pages:
            pages_item = pages_item_data.to_dict()
            pages.append(pages_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "language": language,
            "confidence": confidence,
            "pages": pages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parse_cv_response_200_document_ocr_pages_item import ParseCvResponse200DocumentOcrPagesItem # noqa: PLC0415
        d = dict(src_dict)
        language = ParseCvResponse200DocumentOcrLanguage(d.pop("language"))




        confidence = d.pop("confidence")

        pages = []
        _pages = d.pop("pages")
        for pages_item_data in (_pages):
            pages_item = ParseCvResponse200DocumentOcrPagesItem.from_dict(pages_item_data)



            pages.append(pages_item)


        parse_cv_response_200_document_ocr = cls(
            language=language,
            confidence=confidence,
            pages=pages,
        )


        parse_cv_response_200_document_ocr.additional_properties = d
        return parse_cv_response_200_document_ocr

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

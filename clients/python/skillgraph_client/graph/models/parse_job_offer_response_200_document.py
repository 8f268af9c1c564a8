from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.parse_job_offer_response_200_document_format import ParseJobOfferResponse200DocumentFormat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.parse_job_offer_response_200_document_ocr import ParseJobOfferResponse200DocumentOcr





T = TypeVar("T", bound="ParseJobOfferResponse200Document")



@_attrs_define
class ParseJobOfferResponse200Document:
    """ 
        Attributes:
            format_ (ParseJobOfferResponse200DocumentFormat): The format recognised from the bytes (not from the declared
                name or type)
            pages (int): Pages of a PDF or a multi-page TIFF; 1 for other formats
            pages_read (int): Pages read: at most PDF_MAX_PAGES, and of images (a multi-page TIFF) at most OCR_MAX_PAGES
            characters (int):
            text (str): The text read, in reading order (columns one after the other)
            ocr (ParseJobOfferResponse200DocumentOcr | Unset): Present when pages were read by text recognition (OCR): a
                photo or scan, or PDF pages without a text layer (at most OCR_MAX_PAGES of them)
     """

    format_: ParseJobOfferResponse200DocumentFormat
    pages: int
    pages_read: int
    characters: int
    text: str
    ocr: ParseJobOfferResponse200DocumentOcr | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.parse_job_offer_response_200_document_ocr import ParseJobOfferResponse200DocumentOcr # noqa: PLC0415
        format_ = self.format_.value

        pages = self.pages

        pages_read = self.pages_read

        characters = self.characters

        text = self.text

        ocr: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ocr, Unset):
            ocr = self.ocr.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "pages": pages,
            "pages_read": pages_read,
            "characters": characters,
            "text": text,
        })
        if ocr is not UNSET:
            field_dict["ocr"] = ocr

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parse_job_offer_response_200_document_ocr import ParseJobOfferResponse200DocumentOcr # noqa: PLC0415
        d = dict(src_dict)
        format_ = ParseJobOfferResponse200DocumentFormat(d.pop("format"))




        pages = d.pop("pages")

        pages_read = d.pop("pages_read")

        characters = d.pop("characters")

        text = d.pop("text")

        _ocr = d.pop("ocr", UNSET)
        ocr: ParseJobOfferResponse200DocumentOcr | Unset
        if isinstance(_ocr,  Unset):
            ocr = UNSET
        else:
            ocr = ParseJobOfferResponse200DocumentOcr.from_dict(_ocr)




        parse_job_offer_response_200_document = cls(
            format_=format_,
            pages=pages,
            pages_read=pages_read,
            characters=characters,
            text=text,
            ocr=ocr,
        )


        parse_job_offer_response_200_document.additional_properties = d
        return parse_job_offer_response_200_document

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

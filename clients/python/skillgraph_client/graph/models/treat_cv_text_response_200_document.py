from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.treat_cv_text_response_200_document_format import TreatCvTextResponse200DocumentFormat






T = TypeVar("T", bound="TreatCvTextResponse200Document")



@_attrs_define
class TreatCvTextResponse200Document:
    """ 
        Attributes:
            format_ (TreatCvTextResponse200DocumentFormat):
            pages (int):
            pages_read (int): Pages read: at most PDF_MAX_PAGES
            characters (int):
            text (str): The text read, in reading order (columns one after the other)
     """

    format_: TreatCvTextResponse200DocumentFormat
    pages: int
    pages_read: int
    characters: int
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        pages = self.pages

        pages_read = self.pages_read

        characters = self.characters

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "pages": pages,
            "pages_read": pages_read,
            "characters": characters,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = TreatCvTextResponse200DocumentFormat(d.pop("format"))




        pages = d.pop("pages")

        pages_read = d.pop("pages_read")

        characters = d.pop("characters")

        text = d.pop("text")

        treat_cv_text_response_200_document = cls(
            format_=format_,
            pages=pages,
            pages_read=pages_read,
            characters=characters,
            text=text,
        )


        treat_cv_text_response_200_document.additional_properties = d
        return treat_cv_text_response_200_document

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

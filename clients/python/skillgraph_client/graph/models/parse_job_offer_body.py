from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..types import File, FileTypes
from io import BytesIO






T = TypeVar("T", bound="ParseJobOfferBody")



@_attrs_define
class ParseJobOfferBody:
    """ 
        Attributes:
            file (File): The document, in any of these formats, recognised from its bytes: PDF (a scanned page without a
                text layer is read by OCR), Word (DOCX, and DOC 97-2003), OpenDocument text (ODT), RTF, HTML, Markdown, UTF-8
                plain text, or a photo or scan as JPEG, PNG, TIFF (each page), WebP, GIF or BMP (read by OCR in English, French,
                Spanish, German, Italian, Dutch, Portuguese or Polish: `document.ocr` says which pages and with what
                confidence). Limits: UPLOAD_LIMIT_BYTES (10 MiB by default); PDF_MAX_PAGES pages read (30); OCR_MAX_PAGES
                scanned pages (5), each within OCR_PAGE_TIMEOUT_MS (30 s); a Word or OpenDocument archive unpacks to 64 MiB and
                2,000 parts at most, none compressed more than 200 times; images up to 50 megapixels; PARSE_TIMEOUT_MS per
                document (20 s). Refusals: 400 unreadable_document for an empty, corrupt, truncated or password-protected
                document (`details.reason`: empty, invalid, encrypted, timeout, no_text); 413 payload_too_large for a file,
                archive or image past the limits (reason decompressed_size, archive_entries, image_pixels); 415
                unsupported_media_type for a document carrying macros (DOCM, a DOC with VBA; reason macros); 501
                unsupported_format for a format recognised but not read (spreadsheets, presentations, HEIC photos, other
                archives), with `details.format`.
     """

    file: File
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "file": file,
        })

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))




        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))



        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        file = File(
             payload = BytesIO(d.pop("file"))
        )




        parse_job_offer_body = cls(
            file=file,
        )


        parse_job_offer_body.additional_properties = d
        return parse_job_offer_body

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.treat_cv_text_body_frameworks_item import TreatCvTextBodyFrameworksItem
from ..models.treat_cv_text_body_lang import TreatCvTextBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TreatCvTextBody")



@_attrs_define
class TreatCvTextBody:
    """ 
        Attributes:
            text (str): The CV as plain text
            lang (TreatCvTextBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header, else
                English. A concept without a label in that language is shown in English, else in the language its framework has.
            frameworks (list[TreatCvTextBodyFrameworksItem] | Unset): Frameworks to draw skills from, the first preferred
                when a name is ambiguous (default ESCO)
     """

    text: str
    lang: TreatCvTextBodyLang | Unset = UNSET
    frameworks: list[TreatCvTextBodyFrameworksItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value


        frameworks: list[str] | Unset = UNSET
        if not isinstance(self.frameworks, Unset):
            frameworks = []
            for frameworks_item_data in self.frameworks:
                frameworks_item = frameworks_item_data.value
                frameworks.append(frameworks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        _lang = d.pop("lang", UNSET)
        lang: TreatCvTextBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = TreatCvTextBodyLang(_lang)




        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[TreatCvTextBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = TreatCvTextBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        treat_cv_text_body = cls(
            text=text,
            lang=lang,
            frameworks=frameworks,
        )

        return treat_cv_text_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_v1_cvs_treat_body_frameworks_item import PostV1CvsTreatBodyFrameworksItem
from ..models.post_v1_cvs_treat_body_lang import PostV1CvsTreatBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostV1CvsTreatBody")



@_attrs_define
class PostV1CvsTreatBody:
    """ 
        Attributes:
            text (str): The CV as plain text
            lang (PostV1CvsTreatBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
            frameworks (list[PostV1CvsTreatBodyFrameworksItem] | Unset): Frameworks to draw skills from, the first preferred
                when a name is ambiguous (default ESCO)
     """

    text: str
    lang: PostV1CvsTreatBodyLang | Unset = UNSET
    frameworks: list[PostV1CvsTreatBodyFrameworksItem] | Unset = UNSET





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
        lang: PostV1CvsTreatBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = PostV1CvsTreatBodyLang(_lang)




        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[PostV1CvsTreatBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = PostV1CvsTreatBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        post_v1_cvs_treat_body = cls(
            text=text,
            lang=lang,
            frameworks=frameworks,
        )

        return post_v1_cvs_treat_body


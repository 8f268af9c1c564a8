from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.extract_skills_body_frameworks_item import ExtractSkillsBodyFrameworksItem
from ..models.extract_skills_body_lang import ExtractSkillsBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ExtractSkillsBody")



@_attrs_define
class ExtractSkillsBody:
    """ 
        Attributes:
            text (str):
            lang (ExtractSkillsBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
            frameworks (list[ExtractSkillsBodyFrameworksItem] | Unset): Frameworks to draw skills from, the first preferred
                when a name is ambiguous (default ESCO)
            threshold (float | Unset): Least confidence of a skill to report (default 0.5)
            limit (int | Unset):  Default: 50.
            semantic (bool | Unset):
     """

    text: str
    lang: ExtractSkillsBodyLang | Unset = UNSET
    frameworks: list[ExtractSkillsBodyFrameworksItem] | Unset = UNSET
    threshold: float | Unset = UNSET
    limit: int | Unset = 50
    semantic: bool | Unset = UNSET





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



        threshold = self.threshold

        limit = self.limit

        semantic = self.semantic


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if limit is not UNSET:
            field_dict["limit"] = limit
        if semantic is not UNSET:
            field_dict["semantic"] = semantic

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        _lang = d.pop("lang", UNSET)
        lang: ExtractSkillsBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = ExtractSkillsBodyLang(_lang)




        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[ExtractSkillsBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = ExtractSkillsBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        threshold = d.pop("threshold", UNSET)

        limit = d.pop("limit", UNSET)

        semantic = d.pop("semantic", UNSET)

        extract_skills_body = cls(
            text=text,
            lang=lang,
            frameworks=frameworks,
            threshold=threshold,
            limit=limit,
            semantic=semantic,
        )

        return extract_skills_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.occupation_skill_profile_body_lang import OccupationSkillProfileBodyLang
from ..types import UNSET, Unset






T = TypeVar("T", bound="OccupationSkillProfileBody")



@_attrs_define
class OccupationSkillProfileBody:
    """ SkillsExtractRequestDto: an occupation (reference) or a job title to match first

        Attributes:
            occupation (str | Unset): The concept: a URL-encoded graph URI (graph%3A%2F%2Fskill%2F<id>), a bare graph id, a
                URL-encoded framework URI (e.g. an ESCO URI), or a framework code as <framework>:<code> (rome:M1805,
                onet:15-1252.00, isco:2512, ons:2134). A bare ROME code (M1805) works too.
            title (str | Unset): A job title, when no occupation is known
            include_optional (bool | Unset):  Default: True.
            lang (OccupationSkillProfileBodyLang | Unset): Language of labels in the answer; default: the Accept-Language
                header, else English. A concept without a label in that language is shown in English, else in the language its
                framework has.
     """

    occupation: str | Unset = UNSET
    title: str | Unset = UNSET
    include_optional: bool | Unset = True
    lang: OccupationSkillProfileBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        occupation = self.occupation

        title = self.title

        include_optional = self.include_optional

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if occupation is not UNSET:
            field_dict["occupation"] = occupation
        if title is not UNSET:
            field_dict["title"] = title
        if include_optional is not UNSET:
            field_dict["include_optional"] = include_optional
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        occupation = d.pop("occupation", UNSET)

        title = d.pop("title", UNSET)

        include_optional = d.pop("include_optional", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: OccupationSkillProfileBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = OccupationSkillProfileBodyLang(_lang)




        occupation_skill_profile_body = cls(
            occupation=occupation,
            title=title,
            include_optional=include_optional,
            lang=lang,
        )

        return occupation_skill_profile_body


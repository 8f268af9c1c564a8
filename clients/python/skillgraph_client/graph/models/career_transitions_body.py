from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.career_transitions_body_framework import CareerTransitionsBodyFramework
from ..models.career_transitions_body_lang import CareerTransitionsBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CareerTransitionsBody")



@_attrs_define
class CareerTransitionsBody:
    """ 
        Attributes:
            from_ (str): The concept: a URL-encoded graph URI (graph%3A%2F%2Fskill%2F<id>), a bare graph id, a URL-encoded
                framework URI (e.g. an ESCO URI), or a framework code as <framework>:<code> (rome:M1805, onet:15-1252.00,
                isco:2512, ons:2134). A bare ROME code (M1805) works too.
            skills (list[str] | Unset):
            framework (CareerTransitionsBodyFramework | Unset):
            limit (int | Unset):  Default: 10.
            missing (int | Unset): Missing skills listed per target Default: 10.
            lang (CareerTransitionsBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    from_: str
    skills: list[str] | Unset = UNSET
    framework: CareerTransitionsBodyFramework | Unset = UNSET
    limit: int | Unset = 10
    missing: int | Unset = 10
    lang: CareerTransitionsBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        skills: list[str] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills



        framework: str | Unset = UNSET
        if not isinstance(self.framework, Unset):
            framework = self.framework.value


        limit = self.limit

        missing = self.missing

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
        })
        if skills is not UNSET:
            field_dict["skills"] = skills
        if framework is not UNSET:
            field_dict["framework"] = framework
        if limit is not UNSET:
            field_dict["limit"] = limit
        if missing is not UNSET:
            field_dict["missing"] = missing
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        skills = cast(list[str], d.pop("skills", UNSET))


        _framework = d.pop("framework", UNSET)
        framework: CareerTransitionsBodyFramework | Unset
        if isinstance(_framework,  Unset):
            framework = UNSET
        else:
            framework = CareerTransitionsBodyFramework(_framework)




        limit = d.pop("limit", UNSET)

        missing = d.pop("missing", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: CareerTransitionsBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = CareerTransitionsBodyLang(_lang)




        career_transitions_body = cls(
            from_=from_,
            skills=skills,
            framework=framework,
            limit=limit,
            missing=missing,
            lang=lang,
        )

        return career_transitions_body


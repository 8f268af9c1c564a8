from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.recommend_skills_body_lang import RecommendSkillsBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecommendSkillsBody")



@_attrs_define
class RecommendSkillsBody:
    """ Skills held and/or a target occupation. With a target: what it requires that is not held, essential first. Without:
    skills most often required together with those held, and skills related to them.

        Attributes:
            skills (list[str] | Unset): Skills held
            target_occupation (str | Unset): The concept: a URL-encoded graph URI (graph%3A%2F%2Fskill%2F<id>), a bare graph
                id, a URL-encoded framework URI (e.g. an ESCO URI), or a framework code as <framework>:<code> (rome:M1805,
                onet:15-1252.00, isco:2512, ons:2134). A bare ROME code (M1805) works too.
            limit (int | Unset):  Default: 20.
            lang (RecommendSkillsBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    skills: list[str] | Unset = UNSET
    target_occupation: str | Unset = UNSET
    limit: int | Unset = 20
    lang: RecommendSkillsBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        skills: list[str] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills



        target_occupation = self.target_occupation

        limit = self.limit

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if skills is not UNSET:
            field_dict["skills"] = skills
        if target_occupation is not UNSET:
            field_dict["target_occupation"] = target_occupation
        if limit is not UNSET:
            field_dict["limit"] = limit
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        skills = cast(list[str], d.pop("skills", UNSET))


        target_occupation = d.pop("target_occupation", UNSET)

        limit = d.pop("limit", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: RecommendSkillsBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = RecommendSkillsBodyLang(_lang)




        recommend_skills_body = cls(
            skills=skills,
            target_occupation=target_occupation,
            limit=limit,
            lang=lang,
        )

        return recommend_skills_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.skill_gap_body_lang import SkillGapBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SkillGapBody")



@_attrs_define
class SkillGapBody:
    """ 
        Attributes:
            skills (list[str] | Unset):
            user_id (str | Unset):
            target_occupation (str | Unset): The concept: a URL-encoded graph URI (graph%3A%2F%2Fskill%2F<id>), a bare graph
                id, a URL-encoded framework URI (e.g. an ESCO URI), or a framework code as <framework>:<code> (rome:M1805,
                onet:15-1252.00, isco:2512, ons:2134). A bare ROME code (M1805) works too.
            job_id (str | Unset):
            include_optional (bool | Unset):  Default: False.
            lang (SkillGapBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header, else
                English. A concept without a label in that language is shown in English, else in the language its framework has.
     """

    skills: list[str] | Unset = UNSET
    user_id: str | Unset = UNSET
    target_occupation: str | Unset = UNSET
    job_id: str | Unset = UNSET
    include_optional: bool | Unset = False
    lang: SkillGapBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        skills: list[str] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills



        user_id = self.user_id

        target_occupation = self.target_occupation

        job_id = self.job_id

        include_optional = self.include_optional

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if skills is not UNSET:
            field_dict["skills"] = skills
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if target_occupation is not UNSET:
            field_dict["target_occupation"] = target_occupation
        if job_id is not UNSET:
            field_dict["job_id"] = job_id
        if include_optional is not UNSET:
            field_dict["include_optional"] = include_optional
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        skills = cast(list[str], d.pop("skills", UNSET))


        user_id = d.pop("user_id", UNSET)

        target_occupation = d.pop("target_occupation", UNSET)

        job_id = d.pop("job_id", UNSET)

        include_optional = d.pop("include_optional", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: SkillGapBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = SkillGapBodyLang(_lang)




        skill_gap_body = cls(
            skills=skills,
            user_id=user_id,
            target_occupation=target_occupation,
            job_id=job_id,
            include_optional=include_optional,
            lang=lang,
        )

        return skill_gap_body


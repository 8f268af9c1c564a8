from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_cv_text_to_job_text_body_lang import MatchCvTextToJobTextBodyLang
from ..types import UNSET, Unset






T = TypeVar("T", bound="MatchCvTextToJobTextBody")



@_attrs_define
class MatchCvTextToJobTextBody:
    """ 
        Attributes:
            cv_text (str):
            job_text (str):
            lang (MatchCvTextToJobTextBodyLang | Unset): Language of labels in the answer; default: the Accept-Language
                header, else English. A concept without a label in that language is shown in English, else in the language its
                framework has.
     """

    cv_text: str
    job_text: str
    lang: MatchCvTextToJobTextBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cv_text = self.cv_text

        job_text = self.job_text

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cv_text": cv_text,
            "job_text": job_text,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cv_text = d.pop("cv_text")

        job_text = d.pop("job_text")

        _lang = d.pop("lang", UNSET)
        lang: MatchCvTextToJobTextBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = MatchCvTextToJobTextBodyLang(_lang)




        match_cv_text_to_job_text_body = cls(
            cv_text=cv_text,
            job_text=job_text,
            lang=lang,
        )

        return match_cv_text_to_job_text_body


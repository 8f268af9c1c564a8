from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_cv_to_job_body_lang import MatchCvToJobBodyLang
from ..types import UNSET, Unset






T = TypeVar("T", bound="MatchCvToJobBody")



@_attrs_define
class MatchCvToJobBody:
    """ 
        Attributes:
            user_id (str):
            job_id (str):
            lang (MatchCvToJobBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header, else
                English. A concept without a label in that language is shown in English, else in the language its framework has.
     """

    user_id: str
    job_id: str
    lang: MatchCvToJobBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        job_id = self.job_id

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "user_id": user_id,
            "job_id": job_id,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        job_id = d.pop("job_id")

        _lang = d.pop("lang", UNSET)
        lang: MatchCvToJobBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = MatchCvToJobBodyLang(_lang)




        match_cv_to_job_body = cls(
            user_id=user_id,
            job_id=job_id,
            lang=lang,
        )

        return match_cv_to_job_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_cvs_to_job_body_lang import MatchCvsToJobBodyLang
from ..types import UNSET, Unset






T = TypeVar("T", bound="MatchCvsToJobBody")



@_attrs_define
class MatchCvsToJobBody:
    """ 
        Attributes:
            job_id (str | Unset):
            job_text (str | Unset):
            limit (int | Unset):  Default: 20.
            threshold (float | Unset): Least score returned Default: 0.0.
            lang (MatchCvsToJobBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    job_id: str | Unset = UNSET
    job_text: str | Unset = UNSET
    limit: int | Unset = 20
    threshold: float | Unset = 0.0
    lang: MatchCvsToJobBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        job_text = self.job_text

        limit = self.limit

        threshold = self.threshold

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if job_id is not UNSET:
            field_dict["job_id"] = job_id
        if job_text is not UNSET:
            field_dict["job_text"] = job_text
        if limit is not UNSET:
            field_dict["limit"] = limit
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        job_id = d.pop("job_id", UNSET)

        job_text = d.pop("job_text", UNSET)

        limit = d.pop("limit", UNSET)

        threshold = d.pop("threshold", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: MatchCvsToJobBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = MatchCvsToJobBodyLang(_lang)




        match_cvs_to_job_body = cls(
            job_id=job_id,
            job_text=job_text,
            limit=limit,
            threshold=threshold,
            lang=lang,
        )

        return match_cvs_to_job_body


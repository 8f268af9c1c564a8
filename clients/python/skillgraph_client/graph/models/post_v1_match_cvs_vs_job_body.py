from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_v1_match_cvs_vs_job_body_lang import PostV1MatchCvsVsJobBodyLang
from ..types import UNSET, Unset






T = TypeVar("T", bound="PostV1MatchCvsVsJobBody")



@_attrs_define
class PostV1MatchCvsVsJobBody:
    """ 
        Attributes:
            job_id (str | Unset):
            job_text (str | Unset):
            limit (int | Unset):  Default: 20.
            threshold (float | Unset): Least score returned Default: 0.0.
            lang (PostV1MatchCvsVsJobBodyLang | Unset): Language of labels in the answer; default: the Accept-Language
                header, else English. A concept without a label in that language is shown in English, else in the language its
                framework has.
     """

    job_id: str | Unset = UNSET
    job_text: str | Unset = UNSET
    limit: int | Unset = 20
    threshold: float | Unset = 0.0
    lang: PostV1MatchCvsVsJobBodyLang | Unset = UNSET





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
        lang: PostV1MatchCvsVsJobBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = PostV1MatchCvsVsJobBodyLang(_lang)




        post_v1_match_cvs_vs_job_body = cls(
            job_id=job_id,
            job_text=job_text,
            limit=limit,
            threshold=threshold,
            lang=lang,
        )

        return post_v1_match_cvs_vs_job_body


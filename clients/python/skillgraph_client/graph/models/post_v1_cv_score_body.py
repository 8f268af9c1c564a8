from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_v1_cv_score_body_lang import PostV1CvScoreBodyLang
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_v1_cv_score_body_cv import PostV1CvScoreBodyCv





T = TypeVar("T", bound="PostV1CvScoreBody")



@_attrs_define
class PostV1CvScoreBody:
    """ Exactly one of `cv` (JSON Resume) or `text`

        Attributes:
            cv (PostV1CvScoreBodyCv | Unset): A CV in JSON Resume form (https://jsonresume.org/schema): basics (name, label,
                email, phone, url, summary, location, profiles), work, volunteer, education, skills, languages, certificates,
                projects, awards, publications, interests, references. Dates are ISO 8601 at the precision written (YYYY, YYYY-
                MM, YYYY-MM-DD); an entry without endDate is ongoing. The service adds `graph_skills` to each skills[] and
                work[] entry.
            text (str | Unset): A plain-text CV, parsed first
            lang (PostV1CvScoreBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    cv: PostV1CvScoreBodyCv | Unset = UNSET
    text: str | Unset = UNSET
    lang: PostV1CvScoreBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_v1_cv_score_body_cv import PostV1CvScoreBodyCv # noqa: PLC0415
        cv: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cv, Unset):
            cv = self.cv.to_dict()

        text = self.text

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if cv is not UNSET:
            field_dict["cv"] = cv
        if text is not UNSET:
            field_dict["text"] = text
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_cv_score_body_cv import PostV1CvScoreBodyCv # noqa: PLC0415
        d = dict(src_dict)
        _cv = d.pop("cv", UNSET)
        cv: PostV1CvScoreBodyCv | Unset
        if isinstance(_cv,  Unset):
            cv = UNSET
        else:
            cv = PostV1CvScoreBodyCv.from_dict(_cv)




        text = d.pop("text", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: PostV1CvScoreBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = PostV1CvScoreBodyLang(_lang)




        post_v1_cv_score_body = cls(
            cv=cv,
            text=text,
            lang=lang,
        )

        return post_v1_cv_score_body


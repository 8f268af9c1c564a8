from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_jobs_to_cv_body_lang import MatchJobsToCvBodyLang
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_jobs_to_cv_body_cv import MatchJobsToCvBodyCv





T = TypeVar("T", bound="MatchJobsToCvBody")



@_attrs_define
class MatchJobsToCvBody:
    """ 
        Attributes:
            user_id (str | Unset):
            cv_id (str | Unset):
            cv (MatchJobsToCvBodyCv | Unset):
            cv_text (str | Unset):
            limit (int | Unset):  Default: 20.
            threshold (float | Unset): Least score returned Default: 0.0.
            lang (MatchJobsToCvBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    user_id: str | Unset = UNSET
    cv_id: str | Unset = UNSET
    cv: MatchJobsToCvBodyCv | Unset = UNSET
    cv_text: str | Unset = UNSET
    limit: int | Unset = 20
    threshold: float | Unset = 0.0
    lang: MatchJobsToCvBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_jobs_to_cv_body_cv import MatchJobsToCvBodyCv # noqa: PLC0415
        user_id = self.user_id

        cv_id = self.cv_id

        cv: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cv, Unset):
            cv = self.cv.to_dict()

        cv_text = self.cv_text

        limit = self.limit

        threshold = self.threshold

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if cv_id is not UNSET:
            field_dict["cv_id"] = cv_id
        if cv is not UNSET:
            field_dict["cv"] = cv
        if cv_text is not UNSET:
            field_dict["cv_text"] = cv_text
        if limit is not UNSET:
            field_dict["limit"] = limit
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_jobs_to_cv_body_cv import MatchJobsToCvBodyCv # noqa: PLC0415
        d = dict(src_dict)
        user_id = d.pop("user_id", UNSET)

        cv_id = d.pop("cv_id", UNSET)

        _cv = d.pop("cv", UNSET)
        cv: MatchJobsToCvBodyCv | Unset
        if isinstance(_cv,  Unset):
            cv = UNSET
        else:
            cv = MatchJobsToCvBodyCv.from_dict(_cv)




        cv_text = d.pop("cv_text", UNSET)

        limit = d.pop("limit", UNSET)

        threshold = d.pop("threshold", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: MatchJobsToCvBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = MatchJobsToCvBodyLang(_lang)




        match_jobs_to_cv_body = cls(
            user_id=user_id,
            cv_id=cv_id,
            cv=cv,
            cv_text=cv_text,
            limit=limit,
            threshold=threshold,
            lang=lang,
        )

        return match_jobs_to_cv_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_cv_body_lang import ScoreCvBodyLang
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_cv_body_cv import ScoreCvBodyCv





T = TypeVar("T", bound="ScoreCvBody")



@_attrs_define
class ScoreCvBody:
    """ Exactly one of `cv` (JSON Resume) or `text`

        Attributes:
            cv (ScoreCvBodyCv | Unset): A CV in JSON Resume form (https://jsonresume.org/schema): basics (name, label,
                email, phone, url, summary, location, profiles), work, volunteer, education, skills, languages, certificates,
                projects, awards, publications, interests, references. Dates are ISO 8601 at the precision written (YYYY, YYYY-
                MM, YYYY-MM-DD); an entry without endDate is ongoing. The service adds `graph_skills` to each skills[] and
                work[] entry.
            text (str | Unset): A plain-text CV, parsed first
            lang (ScoreCvBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header, else
                English. A concept without a label in that language is shown in English, else in the language its framework has.
     """

    cv: ScoreCvBodyCv | Unset = UNSET
    text: str | Unset = UNSET
    lang: ScoreCvBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_cv_body_cv import ScoreCvBodyCv # noqa: PLC0415
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
        from ..models.score_cv_body_cv import ScoreCvBodyCv # noqa: PLC0415
        d = dict(src_dict)
        _cv = d.pop("cv", UNSET)
        cv: ScoreCvBodyCv | Unset
        if isinstance(_cv,  Unset):
            cv = UNSET
        else:
            cv = ScoreCvBodyCv.from_dict(_cv)




        text = d.pop("text", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: ScoreCvBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = ScoreCvBodyLang(_lang)




        score_cv_body = cls(
            cv=cv,
            text=text,
            lang=lang,
        )

        return score_cv_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enrich_cv_body_frameworks_item import EnrichCvBodyFrameworksItem
from ..models.enrich_cv_body_lang import EnrichCvBodyLang
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.enrich_cv_body_cv import EnrichCvBodyCv





T = TypeVar("T", bound="EnrichCvBody")



@_attrs_define
class EnrichCvBody:
    """ 
        Attributes:
            cv (EnrichCvBodyCv): A CV in JSON Resume form (https://jsonresume.org/schema): basics (name, label, email,
                phone, url, summary, location, profiles), work, volunteer, education, skills, languages, certificates, projects,
                awards, publications, interests, references. Dates are ISO 8601 at the precision written (YYYY, YYYY-MM, YYYY-
                MM-DD); an entry without endDate is ongoing. The service adds `graph_skills` to each skills[] and work[] entry.
            lang (EnrichCvBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header, else
                English. A concept without a label in that language is shown in English, else in the language its framework has.
            frameworks (list[EnrichCvBodyFrameworksItem] | Unset): Frameworks to draw skills from, the first preferred when
                a name is ambiguous (default ESCO)
            threshold (float | Unset): Least confidence of a skill to report (default 0.5)
            semantic (bool | Unset): Also find skills by the meaning of sentences and their phrases (default true; slower)
     """

    cv: EnrichCvBodyCv
    lang: EnrichCvBodyLang | Unset = UNSET
    frameworks: list[EnrichCvBodyFrameworksItem] | Unset = UNSET
    threshold: float | Unset = UNSET
    semantic: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.enrich_cv_body_cv import EnrichCvBodyCv # noqa: PLC0415
        cv = self.cv.to_dict()

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value


        frameworks: list[str] | Unset = UNSET
        if not isinstance(self.frameworks, Unset):
            frameworks = []
            for frameworks_item_data in self.frameworks:
                frameworks_item = frameworks_item_data.value
                frameworks.append(frameworks_item)



        threshold = self.threshold

        semantic = self.semantic


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cv": cv,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if semantic is not UNSET:
            field_dict["semantic"] = semantic

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.enrich_cv_body_cv import EnrichCvBodyCv # noqa: PLC0415
        d = dict(src_dict)
        cv = EnrichCvBodyCv.from_dict(d.pop("cv"))




        _lang = d.pop("lang", UNSET)
        lang: EnrichCvBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = EnrichCvBodyLang(_lang)




        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[EnrichCvBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = EnrichCvBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        threshold = d.pop("threshold", UNSET)

        semantic = d.pop("semantic", UNSET)

        enrich_cv_body = cls(
            cv=cv,
            lang=lang,
            frameworks=frameworks,
            threshold=threshold,
            semantic=semantic,
        )

        return enrich_cv_body


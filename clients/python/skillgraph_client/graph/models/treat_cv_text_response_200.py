from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.treat_cv_text_response_200_language import TreatCvTextResponse200Language
from typing import cast

if TYPE_CHECKING:
  from ..models.treat_cv_text_response_200_cv import TreatCvTextResponse200Cv
  from ..models.treat_cv_text_response_200_document import TreatCvTextResponse200Document
  from ..models.treat_cv_text_response_200_meta import TreatCvTextResponse200Meta
  from ..models.treat_cv_text_response_200_sections_item import TreatCvTextResponse200SectionsItem
  from ..models.treat_cv_text_response_200_skills_item import TreatCvTextResponse200SkillsItem





T = TypeVar("T", bound="TreatCvTextResponse200")



@_attrs_define
class TreatCvTextResponse200:
    """ 
        Attributes:
            cv (TreatCvTextResponse200Cv): A CV in JSON Resume form (https://jsonresume.org/schema): basics (name, label,
                email, phone, url, summary, location, profiles), work, volunteer, education, skills, languages, certificates,
                projects, awards, publications, interests, references. Dates are ISO 8601 at the precision written (YYYY, YYYY-
                MM, YYYY-MM-DD); an entry without endDate is ongoing. The service adds `graph_skills` to each skills[] and
                work[] entry.
            skills (list[TreatCvTextResponse200SkillsItem]): Graph skills the CV names or describes, surest first
            language (TreatCvTextResponse200Language): Language the CV is written in
            sections (list[TreatCvTextResponse200SectionsItem]): Sections recognised, with the title the CV gives them
            document (TreatCvTextResponse200Document):
            meta (TreatCvTextResponse200Meta): Present on every graph API success body
     """

    cv: TreatCvTextResponse200Cv
    skills: list[TreatCvTextResponse200SkillsItem]
    language: TreatCvTextResponse200Language
    sections: list[TreatCvTextResponse200SectionsItem]
    document: TreatCvTextResponse200Document
    meta: TreatCvTextResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.treat_cv_text_response_200_cv import TreatCvTextResponse200Cv # noqa: PLC0415
        from ..models.treat_cv_text_response_200_document import TreatCvTextResponse200Document # noqa: PLC0415
        from ..models.treat_cv_text_response_200_meta import TreatCvTextResponse200Meta # noqa: PLC0415
        from ..models.treat_cv_text_response_200_sections_item import TreatCvTextResponse200SectionsItem # noqa: PLC0415
        from ..models.treat_cv_text_response_200_skills_item import TreatCvTextResponse200SkillsItem # noqa: PLC0415
        cv = self.cv.to_dict()

        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)



        language = self.language.value

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        document = self.document.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv": cv,
            "skills": skills,
            "language": language,
            "sections": sections,
            "document": document,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.treat_cv_text_response_200_cv import TreatCvTextResponse200Cv # noqa: PLC0415
        from ..models.treat_cv_text_response_200_document import TreatCvTextResponse200Document # noqa: PLC0415
        from ..models.treat_cv_text_response_200_meta import TreatCvTextResponse200Meta # noqa: PLC0415
        from ..models.treat_cv_text_response_200_sections_item import TreatCvTextResponse200SectionsItem # noqa: PLC0415
        from ..models.treat_cv_text_response_200_skills_item import TreatCvTextResponse200SkillsItem # noqa: PLC0415
        d = dict(src_dict)
        cv = TreatCvTextResponse200Cv.from_dict(d.pop("cv"))




        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = TreatCvTextResponse200SkillsItem.from_dict(skills_item_data)



            skills.append(skills_item)


        language = TreatCvTextResponse200Language(d.pop("language"))




        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = TreatCvTextResponse200SectionsItem.from_dict(sections_item_data)



            sections.append(sections_item)


        document = TreatCvTextResponse200Document.from_dict(d.pop("document"))




        meta = TreatCvTextResponse200Meta.from_dict(d.pop("meta"))




        treat_cv_text_response_200 = cls(
            cv=cv,
            skills=skills,
            language=language,
            sections=sections,
            document=document,
            meta=meta,
        )


        treat_cv_text_response_200.additional_properties = d
        return treat_cv_text_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

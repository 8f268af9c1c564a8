from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.enrich_cv_earlier_response_200_cv import EnrichCvEarlierResponse200Cv
  from ..models.enrich_cv_earlier_response_200_meta import EnrichCvEarlierResponse200Meta
  from ..models.enrich_cv_earlier_response_200_skills_item import EnrichCvEarlierResponse200SkillsItem





T = TypeVar("T", bound="EnrichCvEarlierResponse200")



@_attrs_define
class EnrichCvEarlierResponse200:
    """ 
        Attributes:
            cv (EnrichCvEarlierResponse200Cv): A CV in JSON Resume form (https://jsonresume.org/schema): basics (name,
                label, email, phone, url, summary, location, profiles), work, volunteer, education, skills, languages,
                certificates, projects, awards, publications, interests, references. Dates are ISO 8601 at the precision written
                (YYYY, YYYY-MM, YYYY-MM-DD); an entry without endDate is ongoing. The service adds `graph_skills` to each
                skills[] and work[] entry.
            skills (list[EnrichCvEarlierResponse200SkillsItem]):
            meta (EnrichCvEarlierResponse200Meta): Present on every graph API success body
     """

    cv: EnrichCvEarlierResponse200Cv
    skills: list[EnrichCvEarlierResponse200SkillsItem]
    meta: EnrichCvEarlierResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.enrich_cv_earlier_response_200_cv import EnrichCvEarlierResponse200Cv # noqa: PLC0415
        from ..models.enrich_cv_earlier_response_200_meta import EnrichCvEarlierResponse200Meta # noqa: PLC0415
        from ..models.enrich_cv_earlier_response_200_skills_item import EnrichCvEarlierResponse200SkillsItem # noqa: PLC0415
        cv = self.cv.to_dict()

        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cv": cv,
            "skills": skills,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.enrich_cv_earlier_response_200_cv import EnrichCvEarlierResponse200Cv # noqa: PLC0415
        from ..models.enrich_cv_earlier_response_200_meta import EnrichCvEarlierResponse200Meta # noqa: PLC0415
        from ..models.enrich_cv_earlier_response_200_skills_item import EnrichCvEarlierResponse200SkillsItem # noqa: PLC0415
        d = dict(src_dict)
        cv = EnrichCvEarlierResponse200Cv.from_dict(d.pop("cv"))




        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            skills_item = EnrichCvEarlierResponse200SkillsItem.from_dict(skills_item_data)



            skills.append(skills_item)


        meta = EnrichCvEarlierResponse200Meta.from_dict(d.pop("meta"))




        enrich_cv_earlier_response_200 = cls(
            cv=cv,
            skills=skills,
            meta=meta,
        )


        enrich_cv_earlier_response_200.additional_properties = d
        return enrich_cv_earlier_response_200

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

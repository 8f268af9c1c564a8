from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.parse_job_offer_response_200_language import ParseJobOfferResponse200Language
from typing import cast

if TYPE_CHECKING:
  from ..models.parse_job_offer_response_200_desired_skills_item import ParseJobOfferResponse200DesiredSkillsItem
  from ..models.parse_job_offer_response_200_document import ParseJobOfferResponse200Document
  from ..models.parse_job_offer_response_200_job_offer import ParseJobOfferResponse200JobOffer
  from ..models.parse_job_offer_response_200_meta import ParseJobOfferResponse200Meta
  from ..models.parse_job_offer_response_200_occupation_type_0 import ParseJobOfferResponse200OccupationType0
  from ..models.parse_job_offer_response_200_required_skills_item import ParseJobOfferResponse200RequiredSkillsItem





T = TypeVar("T", bound="ParseJobOfferResponse200")



@_attrs_define
class ParseJobOfferResponse200:
    """ 
        Attributes:
            job_offer (ParseJobOfferResponse200JobOffer):
            occupation (None | ParseJobOfferResponse200OccupationType0):
            required_skills (list[ParseJobOfferResponse200RequiredSkillsItem]):
            desired_skills (list[ParseJobOfferResponse200DesiredSkillsItem]):
            language (ParseJobOfferResponse200Language): Language the job offer is written in
            document (ParseJobOfferResponse200Document):
            meta (ParseJobOfferResponse200Meta): Present on every graph API success body
     """

    job_offer: ParseJobOfferResponse200JobOffer
    occupation: None | ParseJobOfferResponse200OccupationType0
    required_skills: list[ParseJobOfferResponse200RequiredSkillsItem]
    desired_skills: list[ParseJobOfferResponse200DesiredSkillsItem]
    language: ParseJobOfferResponse200Language
    document: ParseJobOfferResponse200Document
    meta: ParseJobOfferResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.parse_job_offer_response_200_desired_skills_item import ParseJobOfferResponse200DesiredSkillsItem # noqa: PLC0415
        from ..models.parse_job_offer_response_200_document import ParseJobOfferResponse200Document # noqa: PLC0415
        from ..models.parse_job_offer_response_200_job_offer import ParseJobOfferResponse200JobOffer # noqa: PLC0415
        from ..models.parse_job_offer_response_200_meta import ParseJobOfferResponse200Meta # noqa: PLC0415
        from ..models.parse_job_offer_response_200_occupation_type_0 import ParseJobOfferResponse200OccupationType0 # noqa: PLC0415
        from ..models.parse_job_offer_response_200_required_skills_item import ParseJobOfferResponse200RequiredSkillsItem # noqa: PLC0415
        job_offer = self.job_offer.to_dict()

        occupation: dict[str, Any] | None
        if isinstance(self.occupation, ParseJobOfferResponse200OccupationType0):
            occupation = self.occupation.to_dict()
        else:
            occupation = self.occupation

        required_skills = []
        for required_skills_item_data in self.required_skills:
            required_skills_item = required_skills_item_data.to_dict()
            required_skills.append(required_skills_item)



        desired_skills = []
        for desired_skills_item_data in self.desired_skills:
            desired_skills_item = desired_skills_item_data.to_dict()
            desired_skills.append(desired_skills_item)



        language = self.language.value

        document = self.document.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "job_offer": job_offer,
            "occupation": occupation,
            "required_skills": required_skills,
            "desired_skills": desired_skills,
            "language": language,
            "document": document,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.parse_job_offer_response_200_desired_skills_item import ParseJobOfferResponse200DesiredSkillsItem # noqa: PLC0415
        from ..models.parse_job_offer_response_200_document import ParseJobOfferResponse200Document # noqa: PLC0415
        from ..models.parse_job_offer_response_200_job_offer import ParseJobOfferResponse200JobOffer # noqa: PLC0415
        from ..models.parse_job_offer_response_200_meta import ParseJobOfferResponse200Meta # noqa: PLC0415
        from ..models.parse_job_offer_response_200_occupation_type_0 import ParseJobOfferResponse200OccupationType0 # noqa: PLC0415
        from ..models.parse_job_offer_response_200_required_skills_item import ParseJobOfferResponse200RequiredSkillsItem # noqa: PLC0415
        d = dict(src_dict)
        job_offer = ParseJobOfferResponse200JobOffer.from_dict(d.pop("job_offer"))




        def _parse_occupation(data: object) -> None | ParseJobOfferResponse200OccupationType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                occupation_type_0 = ParseJobOfferResponse200OccupationType0.from_dict(data)



                return occupation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ParseJobOfferResponse200OccupationType0, data)

        occupation = _parse_occupation(d.pop("occupation"))


        required_skills = []
        _required_skills = d.pop("required_skills")
        for required_skills_item_data in (_required_skills):
            required_skills_item = ParseJobOfferResponse200RequiredSkillsItem.from_dict(required_skills_item_data)



            required_skills.append(required_skills_item)


        desired_skills = []
        _desired_skills = d.pop("desired_skills")
        for desired_skills_item_data in (_desired_skills):
            desired_skills_item = ParseJobOfferResponse200DesiredSkillsItem.from_dict(desired_skills_item_data)



            desired_skills.append(desired_skills_item)


        language = ParseJobOfferResponse200Language(d.pop("language"))




        document = ParseJobOfferResponse200Document.from_dict(d.pop("document"))




        meta = ParseJobOfferResponse200Meta.from_dict(d.pop("meta"))




        parse_job_offer_response_200 = cls(
            job_offer=job_offer,
            occupation=occupation,
            required_skills=required_skills,
            desired_skills=desired_skills,
            language=language,
            document=document,
            meta=meta,
        )


        parse_job_offer_response_200.additional_properties = d
        return parse_job_offer_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EnrichJobOfferBodyJobOffer")



@_attrs_define
class EnrichJobOfferBodyJobOffer:
    """ 
        Attributes:
            title (str | Unset):
            description (str | Unset):
            requirements (list[str] | Unset):
            nice_to_have (list[str] | Unset):
            responsibilities (list[str] | Unset):
            required_skills (list[str] | Unset):
            desired_skills (list[str] | Unset):
     """

    title: str | Unset = UNSET
    description: str | Unset = UNSET
    requirements: list[str] | Unset = UNSET
    nice_to_have: list[str] | Unset = UNSET
    responsibilities: list[str] | Unset = UNSET
    required_skills: list[str] | Unset = UNSET
    desired_skills: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        description = self.description

        requirements: list[str] | Unset = UNSET
        if not isinstance(self.requirements, Unset):
            requirements = self.requirements



        nice_to_have: list[str] | Unset = UNSET
        if not isinstance(self.nice_to_have, Unset):
            nice_to_have = self.nice_to_have



        responsibilities: list[str] | Unset = UNSET
        if not isinstance(self.responsibilities, Unset):
            responsibilities = self.responsibilities



        required_skills: list[str] | Unset = UNSET
        if not isinstance(self.required_skills, Unset):
            required_skills = self.required_skills



        desired_skills: list[str] | Unset = UNSET
        if not isinstance(self.desired_skills, Unset):
            desired_skills = self.desired_skills




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if requirements is not UNSET:
            field_dict["requirements"] = requirements
        if nice_to_have is not UNSET:
            field_dict["nice_to_have"] = nice_to_have
        if responsibilities is not UNSET:
            field_dict["responsibilities"] = responsibilities
        if required_skills is not UNSET:
            field_dict["required_skills"] = required_skills
        if desired_skills is not UNSET:
            field_dict["desired_skills"] = desired_skills

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        description = d.pop("description", UNSET)

        requirements = cast(list[str], d.pop("requirements", UNSET))


        nice_to_have = cast(list[str], d.pop("nice_to_have", UNSET))


        responsibilities = cast(list[str], d.pop("responsibilities", UNSET))


        required_skills = cast(list[str], d.pop("required_skills", UNSET))


        desired_skills = cast(list[str], d.pop("desired_skills", UNSET))


        enrich_job_offer_body_job_offer = cls(
            title=title,
            description=description,
            requirements=requirements,
            nice_to_have=nice_to_have,
            responsibilities=responsibilities,
            required_skills=required_skills,
            desired_skills=desired_skills,
        )


        enrich_job_offer_body_job_offer.additional_properties = d
        return enrich_job_offer_body_job_offer

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enrich_job_offer_response_200_job_offer_contract_type import EnrichJobOfferResponse200JobOfferContractType
from ..models.enrich_job_offer_response_200_job_offer_remote import EnrichJobOfferResponse200JobOfferRemote
from ..models.enrich_job_offer_response_200_job_offer_working_time import EnrichJobOfferResponse200JobOfferWorkingTime
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.enrich_job_offer_response_200_job_offer_experience import EnrichJobOfferResponse200JobOfferExperience
  from ..models.enrich_job_offer_response_200_job_offer_salary import EnrichJobOfferResponse200JobOfferSalary





T = TypeVar("T", bound="EnrichJobOfferResponse200JobOffer")



@_attrs_define
class EnrichJobOfferResponse200JobOffer:
    """ 
        Attributes:
            requirements (list[str]): Lines stating what the candidate must have
            nice_to_have (list[str]): Lines stating what would be a plus
            responsibilities (list[str]):
            title (str | Unset):
            company (str | Unset):
            location (str | Unset):
            contract_type (EnrichJobOfferResponse200JobOfferContractType | Unset):
            working_time (EnrichJobOfferResponse200JobOfferWorkingTime | Unset):
            remote (EnrichJobOfferResponse200JobOfferRemote | Unset):
            experience (EnrichJobOfferResponse200JobOfferExperience | Unset):
            salary (EnrichJobOfferResponse200JobOfferSalary | Unset):
            description (str | Unset):
     """

    requirements: list[str]
    nice_to_have: list[str]
    responsibilities: list[str]
    title: str | Unset = UNSET
    company: str | Unset = UNSET
    location: str | Unset = UNSET
    contract_type: EnrichJobOfferResponse200JobOfferContractType | Unset = UNSET
    working_time: EnrichJobOfferResponse200JobOfferWorkingTime | Unset = UNSET
    remote: EnrichJobOfferResponse200JobOfferRemote | Unset = UNSET
    experience: EnrichJobOfferResponse200JobOfferExperience | Unset = UNSET
    salary: EnrichJobOfferResponse200JobOfferSalary | Unset = UNSET
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.enrich_job_offer_response_200_job_offer_experience import EnrichJobOfferResponse200JobOfferExperience # noqa: PLC0415
        from ..models.enrich_job_offer_response_200_job_offer_salary import EnrichJobOfferResponse200JobOfferSalary # noqa: PLC0415
        requirements = self.requirements



        nice_to_have = self.nice_to_have



        responsibilities = self.responsibilities



        title = self.title

        company = self.company

        location = self.location

        contract_type: str | Unset = UNSET
        if not isinstance(self.contract_type, Unset):
            contract_type = self.contract_type.value


        working_time: str | Unset = UNSET
        if not isinstance(self.working_time, Unset):
            working_time = self.working_time.value


        remote: str | Unset = UNSET
        if not isinstance(self.remote, Unset):
            remote = self.remote.value


        experience: dict[str, Any] | Unset = UNSET
        if not isinstance(self.experience, Unset):
            experience = self.experience.to_dict()

        salary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.salary, Unset):
            salary = self.salary.to_dict()

        description = self.description


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "requirements": requirements,
            "nice_to_have": nice_to_have,
            "responsibilities": responsibilities,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if company is not UNSET:
            field_dict["company"] = company
        if location is not UNSET:
            field_dict["location"] = location
        if contract_type is not UNSET:
            field_dict["contract_type"] = contract_type
        if working_time is not UNSET:
            field_dict["working_time"] = working_time
        if remote is not UNSET:
            field_dict["remote"] = remote
        if experience is not UNSET:
            field_dict["experience"] = experience
        if salary is not UNSET:
            field_dict["salary"] = salary
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.enrich_job_offer_response_200_job_offer_experience import EnrichJobOfferResponse200JobOfferExperience # noqa: PLC0415
        from ..models.enrich_job_offer_response_200_job_offer_salary import EnrichJobOfferResponse200JobOfferSalary # noqa: PLC0415
        d = dict(src_dict)
        requirements = cast(list[str], d.pop("requirements"))


        nice_to_have = cast(list[str], d.pop("nice_to_have"))


        responsibilities = cast(list[str], d.pop("responsibilities"))


        title = d.pop("title", UNSET)

        company = d.pop("company", UNSET)

        location = d.pop("location", UNSET)

        _contract_type = d.pop("contract_type", UNSET)
        contract_type: EnrichJobOfferResponse200JobOfferContractType | Unset
        if isinstance(_contract_type,  Unset):
            contract_type = UNSET
        else:
            contract_type = EnrichJobOfferResponse200JobOfferContractType(_contract_type)




        _working_time = d.pop("working_time", UNSET)
        working_time: EnrichJobOfferResponse200JobOfferWorkingTime | Unset
        if isinstance(_working_time,  Unset):
            working_time = UNSET
        else:
            working_time = EnrichJobOfferResponse200JobOfferWorkingTime(_working_time)




        _remote = d.pop("remote", UNSET)
        remote: EnrichJobOfferResponse200JobOfferRemote | Unset
        if isinstance(_remote,  Unset):
            remote = UNSET
        else:
            remote = EnrichJobOfferResponse200JobOfferRemote(_remote)




        _experience = d.pop("experience", UNSET)
        experience: EnrichJobOfferResponse200JobOfferExperience | Unset
        if isinstance(_experience,  Unset):
            experience = UNSET
        else:
            experience = EnrichJobOfferResponse200JobOfferExperience.from_dict(_experience)




        _salary = d.pop("salary", UNSET)
        salary: EnrichJobOfferResponse200JobOfferSalary | Unset
        if isinstance(_salary,  Unset):
            salary = UNSET
        else:
            salary = EnrichJobOfferResponse200JobOfferSalary.from_dict(_salary)




        description = d.pop("description", UNSET)

        enrich_job_offer_response_200_job_offer = cls(
            requirements=requirements,
            nice_to_have=nice_to_have,
            responsibilities=responsibilities,
            title=title,
            company=company,
            location=location,
            contract_type=contract_type,
            working_time=working_time,
            remote=remote,
            experience=experience,
            salary=salary,
            description=description,
        )


        enrich_job_offer_response_200_job_offer.additional_properties = d
        return enrich_job_offer_response_200_job_offer

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.offer_input_contract_type_type_0 import OfferInputContractTypeType0
from ..models.offer_input_status import OfferInputStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OfferInput")



@_attrs_define
class OfferInput:
    """ 
        Attributes:
            name (str): Job title of the offer
            status (OfferInputStatus): draft (internal), published (public at /v1/offers) or closed
            description (None | str | Unset): The offer as candidates read it
            contract_type (None | OfferInputContractTypeType0 | Unset):
            location (None | str | Unset): Where the job is
            job_uuid (None | str | Unset): Occupation concept id of the graph
            skills (list[str] | None | Unset): Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)
     """

    name: str
    status: OfferInputStatus
    description: None | str | Unset = UNSET
    contract_type: None | OfferInputContractTypeType0 | Unset = UNSET
    location: None | str | Unset = UNSET
    job_uuid: None | str | Unset = UNSET
    skills: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        status = self.status.value

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        contract_type: None | str | Unset
        if isinstance(self.contract_type, Unset):
            contract_type = UNSET
        elif isinstance(self.contract_type, OfferInputContractTypeType0):
            contract_type = self.contract_type.value
        else:
            contract_type = self.contract_type

        location: None | str | Unset
        if isinstance(self.location, Unset):
            location = UNSET
        else:
            location = self.location

        job_uuid: None | str | Unset
        if isinstance(self.job_uuid, Unset):
            job_uuid = UNSET
        else:
            job_uuid = self.job_uuid

        skills: list[str] | None | Unset
        if isinstance(self.skills, Unset):
            skills = UNSET
        elif isinstance(self.skills, list):
            skills = self.skills


        else:
            skills = self.skills


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "status": status,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if contract_type is not UNSET:
            field_dict["contract_type"] = contract_type
        if location is not UNSET:
            field_dict["location"] = location
        if job_uuid is not UNSET:
            field_dict["job_uuid"] = job_uuid
        if skills is not UNSET:
            field_dict["skills"] = skills

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        status = OfferInputStatus(d.pop("status"))




        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_contract_type(data: object) -> None | OfferInputContractTypeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                contract_type_type_0 = OfferInputContractTypeType0(data)



                return contract_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OfferInputContractTypeType0 | Unset, data)

        contract_type = _parse_contract_type(d.pop("contract_type", UNSET))


        def _parse_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        location = _parse_location(d.pop("location", UNSET))


        def _parse_job_uuid(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        job_uuid = _parse_job_uuid(d.pop("job_uuid", UNSET))


        def _parse_skills(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                skills_type_0 = cast(list[str], data)

                return skills_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        skills = _parse_skills(d.pop("skills", UNSET))


        offer_input = cls(
            name=name,
            status=status,
            description=description,
            contract_type=contract_type,
            location=location,
            job_uuid=job_uuid,
            skills=skills,
        )

        return offer_input


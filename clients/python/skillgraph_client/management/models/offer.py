from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.offer_contract_type_type_0 import OfferContractTypeType0
from ..models.offer_status import OfferStatus
from typing import cast
import datetime






T = TypeVar("T", bound="Offer")



@_attrs_define
class Offer:
    """ A job offer of the organisation. Offers are never deleted: close them (status closed). Published offers are also
    listed publicly at /v1/offers. job_uuid, when given, must be an Occupation of the graph.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            name (str): Job title of the offer
            description (None | str): The offer as candidates read it
            status (OfferStatus): draft (internal), published (public at /v1/offers) or closed
            contract_type (None | OfferContractTypeType0):
            location (None | str): Where the job is
            job_uuid (None | str): Occupation concept id of the graph
            skills (list[str] | None): Skills, as graph concept ids (e.g. an ESCO skill UUID or rome-<code OGR>)
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    name: str
    description: None | str
    status: OfferStatus
    contract_type: None | OfferContractTypeType0
    location: None | str
    job_uuid: None | str
    skills: list[str] | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        name = self.name

        description: None | str
        description = self.description

        status = self.status.value

        contract_type: None | str
        if isinstance(self.contract_type, OfferContractTypeType0):
            contract_type = self.contract_type.value
        else:
            contract_type = self.contract_type

        location: None | str
        location = self.location

        job_uuid: None | str
        job_uuid = self.job_uuid

        skills: list[str] | None
        if isinstance(self.skills, list):
            skills = self.skills


        else:
            skills = self.skills

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "name": name,
            "description": description,
            "status": status,
            "contract_type": contract_type,
            "location": location,
            "job_uuid": job_uuid,
            "skills": skills,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        status = OfferStatus(d.pop("status"))




        def _parse_contract_type(data: object) -> None | OfferContractTypeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                contract_type_type_0 = OfferContractTypeType0(data)



                return contract_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OfferContractTypeType0, data)

        contract_type = _parse_contract_type(d.pop("contract_type"))


        def _parse_location(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        location = _parse_location(d.pop("location"))


        def _parse_job_uuid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_uuid = _parse_job_uuid(d.pop("job_uuid"))


        def _parse_skills(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                skills_type_0 = cast(list[str], data)

                return skills_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        skills = _parse_skills(d.pop("skills"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        offer = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            name=name,
            description=description,
            status=status,
            contract_type=contract_type,
            location=location,
            job_uuid=job_uuid,
            skills=skills,
            created_at=created_at,
            updated_at=updated_at,
        )


        offer.additional_properties = d
        return offer

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

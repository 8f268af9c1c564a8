from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_organisation_json_job_posting_body_status import UpdateOrganisationJsonJobPostingBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UpdateOrganisationJsonJobPostingBody")



@_attrs_define
class UpdateOrganisationJsonJobPostingBody:
    """ 
        Attributes:
            career_id (str | Unset):
            status (UpdateOrganisationJsonJobPostingBodyStatus | Unset):
            company (None | str | Unset):
     """

    career_id: str | Unset = UNSET
    status: UpdateOrganisationJsonJobPostingBodyStatus | Unset = UNSET
    company: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        career_id = self.career_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        company: None | str | Unset
        if isinstance(self.company, Unset):
            company = UNSET
        else:
            company = self.company


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if career_id is not UNSET:
            field_dict["career_id"] = career_id
        if status is not UNSET:
            field_dict["status"] = status
        if company is not UNSET:
            field_dict["company"] = company

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        career_id = d.pop("career_id", UNSET)

        _status = d.pop("status", UNSET)
        status: UpdateOrganisationJsonJobPostingBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = UpdateOrganisationJsonJobPostingBodyStatus(_status)




        def _parse_company(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company = _parse_company(d.pop("company", UNSET))


        update_organisation_json_job_posting_body = cls(
            career_id=career_id,
            status=status,
            company=company,
        )

        return update_organisation_json_job_posting_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.set_candidate_status_organisation_json_job_posting_body_status import SetCandidateStatusOrganisationJsonJobPostingBodyStatus






T = TypeVar("T", bound="SetCandidateStatusOrganisationJsonJobPostingBody")



@_attrs_define
class SetCandidateStatusOrganisationJsonJobPostingBody:
    """ 
        Attributes:
            status (SetCandidateStatusOrganisationJsonJobPostingBodyStatus):
     """

    status: SetCandidateStatusOrganisationJsonJobPostingBodyStatus





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = SetCandidateStatusOrganisationJsonJobPostingBodyStatus(d.pop("status"))




        set_candidate_status_organisation_json_job_posting_body = cls(
            status=status,
        )

        return set_candidate_status_organisation_json_job_posting_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="CareerUser")



@_attrs_define
class CareerUser:
    """ A user of the organisation on a career, from start_date to end_date. user_id must be a user of the organisation (400
    otherwise).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            career_id (str): Id of the owning Career
            career (str): IRI of the owning Career
            user (None | str): IRI of the user named by user_id
            user_id (str): A user of the organisation
            start_date (str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    career_id: str
    career: str
    user: None | str
    user_id: str
    start_date: str
    end_date: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        career_id = self.career_id

        career = self.career

        user: None | str
        user = self.user

        user_id = self.user_id

        start_date = self.start_date

        end_date = self.end_date

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "career_id": career_id,
            "career": career,
            "user": user,
            "user_id": user_id,
            "start_date": start_date,
            "end_date": end_date,
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

        career_id = d.pop("career_id")

        career = d.pop("career")

        def _parse_user(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user = _parse_user(d.pop("user"))


        user_id = d.pop("user_id")

        start_date = d.pop("start_date")

        end_date = d.pop("end_date")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        career_user = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            career_id=career_id,
            career=career,
            user=user,
            user_id=user_id,
            start_date=start_date,
            end_date=end_date,
            created_at=created_at,
            updated_at=updated_at,
        )


        career_user.additional_properties = d
        return career_user

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="UserCertificate")



@_attrs_define
class UserCertificate:
    """ A certificate a user holds. Served for the caller's own user (/v1/users/{userId}/...) and, for the organisation's
    HR, under the organisation (the user must belong to it, else 404).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            user_id (str): Id of the owning User
            user (str): IRI of the owning User
            name (str): Name
            date (str): Date obtained: ISO 8601 date (YYYY-MM-DD) or date-time
            url (str): Where the certificate can be checked
            issuer (str): Who issued it
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    user_id: str
    user: str
    name: str
    date: str
    url: str
    issuer: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        user_id = self.user_id

        user = self.user

        name = self.name

        date = self.date

        url = self.url

        issuer = self.issuer

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "user_id": user_id,
            "user": user,
            "name": name,
            "date": date,
            "url": url,
            "issuer": issuer,
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

        user_id = d.pop("user_id")

        user = d.pop("user")

        name = d.pop("name")

        date = d.pop("date")

        url = d.pop("url")

        issuer = d.pop("issuer")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_certificate = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            user_id=user_id,
            user=user,
            name=name,
            date=date,
            url=url,
            issuer=issuer,
            created_at=created_at,
            updated_at=updated_at,
        )


        user_certificate.additional_properties = d
        return user_certificate

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

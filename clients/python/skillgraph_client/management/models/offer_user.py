from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.offer_user_status import OfferUserStatus
from typing import cast
import datetime






T = TypeVar("T", bound="OfferUser")



@_attrs_define
class OfferUser:
    """ A user of the organisation considered for an offer (internal mobility), with where they stand. user_id must be a
    user of the organisation (400 otherwise).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            offer_id (str): Id of the owning Offer
            offer (str): IRI of the owning Offer
            user (None | str): IRI of the user named by user_id
            user_id (str): A user of the organisation
            status (OfferUserStatus): Where the user stands
            comment (None | str): Notes of the recruiters
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    offer_id: str
    offer: str
    user: None | str
    user_id: str
    status: OfferUserStatus
    comment: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        offer_id = self.offer_id

        offer = self.offer

        user: None | str
        user = self.user

        user_id = self.user_id

        status = self.status.value

        comment: None | str
        comment = self.comment

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "offer_id": offer_id,
            "offer": offer,
            "user": user,
            "user_id": user_id,
            "status": status,
            "comment": comment,
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

        offer_id = d.pop("offer_id")

        offer = d.pop("offer")

        def _parse_user(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        user = _parse_user(d.pop("user"))


        user_id = d.pop("user_id")

        status = OfferUserStatus(d.pop("status"))




        def _parse_comment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        comment = _parse_comment(d.pop("comment"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        offer_user = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            offer_id=offer_id,
            offer=offer,
            user=user,
            user_id=user_id,
            status=status,
            comment=comment,
            created_at=created_at,
            updated_at=updated_at,
        )


        offer_user.additional_properties = d
        return offer_user

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

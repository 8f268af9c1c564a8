from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_api_key_response_200_origin import GetApiKeyResponse200Origin
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.get_api_key_response_200_expiration_date import GetApiKeyResponse200ExpirationDate





T = TypeVar("T", bound="GetApiKeyResponse200")



@_attrs_define
class GetApiKeyResponse200:
    """ An API key, without its secret: only the SHA-256 is stored (key_hash is internal and never returned)

        Attributes:
            id (str):
            user_id (str):
            organisation_id (str):
            name (str):
            key_prefix (str): First characters of the key, to recognise it
            key_last4 (str): Last four characters of the key
            expiration_date (GetApiKeyResponse200ExpirationDate):
            permissions (int): Permission bit-flags: GRAPH_READ=1, DOCUMENTS_PARSE=2, DOCUMENTS_ENRICH=4, INTELLIGENCE=8,
                MANAGEMENT_READ=16, MANAGEMENT_WRITE=32, ADMIN=64, BILLING=128
            active (bool): false once disabled
            origin (GetApiKeyResponse200Origin):
            credits_remaining (float | None): Credits left in the current period; null when no balance is kept for the key
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    user_id: str
    organisation_id: str
    name: str
    key_prefix: str
    key_last4: str
    expiration_date: GetApiKeyResponse200ExpirationDate
    permissions: int
    active: bool
    origin: GetApiKeyResponse200Origin
    credits_remaining: float | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_api_key_response_200_expiration_date import GetApiKeyResponse200ExpirationDate # noqa: PLC0415
        id = self.id

        user_id = self.user_id

        organisation_id = self.organisation_id

        name = self.name

        key_prefix = self.key_prefix

        key_last4 = self.key_last4

        expiration_date = self.expiration_date.to_dict()

        permissions = self.permissions

        active = self.active

        origin = self.origin.value

        credits_remaining: float | None
        credits_remaining = self.credits_remaining

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "user_id": user_id,
            "organisation_id": organisation_id,
            "name": name,
            "key_prefix": key_prefix,
            "key_last4": key_last4,
            "expiration_date": expiration_date,
            "permissions": permissions,
            "active": active,
            "origin": origin,
            "credits_remaining": credits_remaining,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_api_key_response_200_expiration_date import GetApiKeyResponse200ExpirationDate # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        user_id = d.pop("user_id")

        organisation_id = d.pop("organisation_id")

        name = d.pop("name")

        key_prefix = d.pop("key_prefix")

        key_last4 = d.pop("key_last4")

        expiration_date = GetApiKeyResponse200ExpirationDate.from_dict(d.pop("expiration_date"))




        permissions = d.pop("permissions")

        active = d.pop("active")

        origin = GetApiKeyResponse200Origin(d.pop("origin"))




        def _parse_credits_remaining(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        credits_remaining = _parse_credits_remaining(d.pop("credits_remaining"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        get_api_key_response_200 = cls(
            id=id,
            user_id=user_id,
            organisation_id=organisation_id,
            name=name,
            key_prefix=key_prefix,
            key_last4=key_last4,
            expiration_date=expiration_date,
            permissions=permissions,
            active=active,
            origin=origin,
            credits_remaining=credits_remaining,
            created_at=created_at,
            updated_at=updated_at,
        )


        get_api_key_response_200.additional_properties = d
        return get_api_key_response_200

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

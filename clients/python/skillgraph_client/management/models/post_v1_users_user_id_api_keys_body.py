from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_v1_users_user_id_api_keys_body_origin import PostV1UsersUserIdApiKeysBodyOrigin
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.post_v1_users_user_id_api_keys_body_expiration_date_type_0 import PostV1UsersUserIdApiKeysBodyExpirationDateType0





T = TypeVar("T", bound="PostV1UsersUserIdApiKeysBody")



@_attrs_define
class PostV1UsersUserIdApiKeysBody:
    """ 
        Attributes:
            name (str):
            expiration_date (datetime.date | datetime.datetime | PostV1UsersUserIdApiKeysBodyExpirationDateType0): When the
                key stops working: `{"date": "2027-01-01T00:00:00Z"}`, or the ISO 8601 string alone. Must be in the future; an
                expired key answers 401 invalid_api_key.
            permissions (int): Permission bit-flags: GRAPH_READ=1, DOCUMENTS_PARSE=2, DOCUMENTS_ENRICH=4, INTELLIGENCE=8,
                MANAGEMENT_READ=16, MANAGEMENT_WRITE=32, ADMIN=64, BILLING=128. Cannot exceed the creating user's own
                permissions (403).
            organisation_id (str): The user's organisation
            origin (PostV1UsersUserIdApiKeysBodyOrigin | Unset): What the key is for: `mcp` for an assistant connected to
                /mcp, `api` otherwise Default: PostV1UsersUserIdApiKeysBodyOrigin.API.
     """

    name: str
    expiration_date: datetime.date | datetime.datetime | PostV1UsersUserIdApiKeysBodyExpirationDateType0
    permissions: int
    organisation_id: str
    origin: PostV1UsersUserIdApiKeysBodyOrigin | Unset = PostV1UsersUserIdApiKeysBodyOrigin.API





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_v1_users_user_id_api_keys_body_expiration_date_type_0 import PostV1UsersUserIdApiKeysBodyExpirationDateType0 # noqa: PLC0415
        name = self.name

        expiration_date: dict[str, Any] | str
        if isinstance(self.expiration_date, PostV1UsersUserIdApiKeysBodyExpirationDateType0):
            expiration_date = self.expiration_date.to_dict()
        elif isinstance(self.expiration_date, datetime.date):
            expiration_date = self.expiration_date.isoformat()
        else:
            expiration_date = self.expiration_date.isoformat()


        permissions = self.permissions

        organisation_id = self.organisation_id

        origin: str | Unset = UNSET
        if not isinstance(self.origin, Unset):
            origin = self.origin.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "expiration_date": expiration_date,
            "permissions": permissions,
            "organisation_id": organisation_id,
        })
        if origin is not UNSET:
            field_dict["origin"] = origin

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_users_user_id_api_keys_body_expiration_date_type_0 import PostV1UsersUserIdApiKeysBodyExpirationDateType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_expiration_date(data: object) -> datetime.date | datetime.datetime | PostV1UsersUserIdApiKeysBodyExpirationDateType0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                expiration_date_type_0 = PostV1UsersUserIdApiKeysBodyExpirationDateType0.from_dict(data)



                return expiration_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expiration_date_type_1_type_0 = datetime.date.fromisoformat(data)



                return expiration_date_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            expiration_date_type_1_type_1 = datetime.datetime.fromisoformat(data)



            return expiration_date_type_1_type_1

        expiration_date = _parse_expiration_date(d.pop("expiration_date"))


        permissions = d.pop("permissions")

        organisation_id = d.pop("organisation_id")

        _origin = d.pop("origin", UNSET)
        origin: PostV1UsersUserIdApiKeysBodyOrigin | Unset
        if isinstance(_origin,  Unset):
            origin = UNSET
        else:
            origin = PostV1UsersUserIdApiKeysBodyOrigin(_origin)




        post_v1_users_user_id_api_keys_body = cls(
            name=name,
            expiration_date=expiration_date,
            permissions=permissions,
            organisation_id=organisation_id,
            origin=origin,
        )

        return post_v1_users_user_id_api_keys_body


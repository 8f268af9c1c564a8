from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_api_key_body_origin import CreateApiKeyBodyOrigin
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.create_api_key_body_expiration_date_type_0 import CreateApiKeyBodyExpirationDateType0





T = TypeVar("T", bound="CreateApiKeyBody")



@_attrs_define
class CreateApiKeyBody:
    """ 
        Attributes:
            name (str):
            expiration_date (CreateApiKeyBodyExpirationDateType0 | datetime.date | datetime.datetime): When the key stops
                working: `{"date": "2027-01-01T00:00:00Z"}`, or the ISO 8601 string alone. Must be in the future; an expired key
                answers 401 invalid_api_key.
            permissions (int): Permission bit-flags: GRAPH_READ=1, DOCUMENTS_PARSE=2, DOCUMENTS_ENRICH=4, INTELLIGENCE=8,
                MANAGEMENT_READ=16, MANAGEMENT_WRITE=32, ADMIN=64, BILLING=128. Cannot exceed the creating user's own
                permissions (403).
            organisation_id (str): The user's organisation
            origin (CreateApiKeyBodyOrigin | Unset): What the key is for: `mcp` for an assistant connected to /mcp, `api`
                otherwise Default: CreateApiKeyBodyOrigin.API.
     """

    name: str
    expiration_date: CreateApiKeyBodyExpirationDateType0 | datetime.date | datetime.datetime
    permissions: int
    organisation_id: str
    origin: CreateApiKeyBodyOrigin | Unset = CreateApiKeyBodyOrigin.API





    def to_dict(self) -> dict[str, Any]:
        from ..models.create_api_key_body_expiration_date_type_0 import CreateApiKeyBodyExpirationDateType0 # noqa: PLC0415
        name = self.name

        expiration_date: dict[str, Any] | str
        if isinstance(self.expiration_date, CreateApiKeyBodyExpirationDateType0):
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
        from ..models.create_api_key_body_expiration_date_type_0 import CreateApiKeyBodyExpirationDateType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_expiration_date(data: object) -> CreateApiKeyBodyExpirationDateType0 | datetime.date | datetime.datetime:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                expiration_date_type_0 = CreateApiKeyBodyExpirationDateType0.from_dict(data)



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
        origin: CreateApiKeyBodyOrigin | Unset
        if isinstance(_origin,  Unset):
            origin = UNSET
        else:
            origin = CreateApiKeyBodyOrigin(_origin)




        create_api_key_body = cls(
            name=name,
            expiration_date=expiration_date,
            permissions=permissions,
            organisation_id=organisation_id,
            origin=origin,
        )

        return create_api_key_body


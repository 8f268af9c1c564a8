from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.update_payment_organisation_response_200_billing_address_type_0 import UpdatePaymentOrganisationResponse200BillingAddressType0





T = TypeVar("T", bound="UpdatePaymentOrganisationResponse200")



@_attrs_define
class UpdatePaymentOrganisationResponse200:
    """ 
        Attributes:
            id (str):
            organisation_id (str):
            legal_name (None | str):
            siret (None | str):
            billing_email (None | str):
            billing_address (None | UpdatePaymentOrganisationResponse200BillingAddressType0):
            payment_provider (None | str): Read-only
            payment_customer_id (None | str): Read-only
            billing_status (None | str): Read-only, from the payment provider: active, past_due or unpaid. past_due and
                unpaid stop paid calls with 402 payment_required.
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    legal_name: None | str
    siret: None | str
    billing_email: None | str
    billing_address: None | UpdatePaymentOrganisationResponse200BillingAddressType0
    payment_provider: None | str
    payment_customer_id: None | str
    billing_status: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.update_payment_organisation_response_200_billing_address_type_0 import UpdatePaymentOrganisationResponse200BillingAddressType0 # noqa: PLC0415
        id = self.id

        organisation_id = self.organisation_id

        legal_name: None | str
        legal_name = self.legal_name

        siret: None | str
        siret = self.siret

        billing_email: None | str
        billing_email = self.billing_email

        billing_address: dict[str, Any] | None
        if isinstance(self.billing_address, UpdatePaymentOrganisationResponse200BillingAddressType0):
            billing_address = self.billing_address.to_dict()
        else:
            billing_address = self.billing_address

        payment_provider: None | str
        payment_provider = self.payment_provider

        payment_customer_id: None | str
        payment_customer_id = self.payment_customer_id

        billing_status: None | str
        billing_status = self.billing_status

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "legal_name": legal_name,
            "siret": siret,
            "billing_email": billing_email,
            "billing_address": billing_address,
            "payment_provider": payment_provider,
            "payment_customer_id": payment_customer_id,
            "billing_status": billing_status,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.update_payment_organisation_response_200_billing_address_type_0 import UpdatePaymentOrganisationResponse200BillingAddressType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        def _parse_legal_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        legal_name = _parse_legal_name(d.pop("legal_name"))


        def _parse_siret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        siret = _parse_siret(d.pop("siret"))


        def _parse_billing_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        billing_email = _parse_billing_email(d.pop("billing_email"))


        def _parse_billing_address(data: object) -> None | UpdatePaymentOrganisationResponse200BillingAddressType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                billing_address_type_0 = UpdatePaymentOrganisationResponse200BillingAddressType0.from_dict(data)



                return billing_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UpdatePaymentOrganisationResponse200BillingAddressType0, data)

        billing_address = _parse_billing_address(d.pop("billing_address"))


        def _parse_payment_provider(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_provider = _parse_payment_provider(d.pop("payment_provider"))


        def _parse_payment_customer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payment_customer_id = _parse_payment_customer_id(d.pop("payment_customer_id"))


        def _parse_billing_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        billing_status = _parse_billing_status(d.pop("billing_status"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        update_payment_organisation_response_200 = cls(
            id=id,
            organisation_id=organisation_id,
            legal_name=legal_name,
            siret=siret,
            billing_email=billing_email,
            billing_address=billing_address,
            payment_provider=payment_provider,
            payment_customer_id=payment_customer_id,
            billing_status=billing_status,
            created_at=created_at,
            updated_at=updated_at,
        )


        update_payment_organisation_response_200.additional_properties = d
        return update_payment_organisation_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.payment_organisation_input_billing_address import PaymentOrganisationInputBillingAddress





T = TypeVar("T", bound="PaymentOrganisationInput")



@_attrs_define
class PaymentOrganisationInput:
    """ Replaces the billing identity. payment_provider, payment_customer_id and billing_status are set by the payment
    checkout and are not accepted here (400).

        Attributes:
            legal_name (str):
            siret (str): SIRET: 14 digits with a valid Luhn checksum (La Poste establishments: digit sum multiple of 5)
            billing_email (str):
            billing_address (PaymentOrganisationInputBillingAddress):
     """

    legal_name: str
    siret: str
    billing_email: str
    billing_address: PaymentOrganisationInputBillingAddress





    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_organisation_input_billing_address import PaymentOrganisationInputBillingAddress # noqa: PLC0415
        legal_name = self.legal_name

        siret = self.siret

        billing_email = self.billing_email

        billing_address = self.billing_address.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal_name": legal_name,
            "siret": siret,
            "billing_email": billing_email,
            "billing_address": billing_address,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_organisation_input_billing_address import PaymentOrganisationInputBillingAddress # noqa: PLC0415
        d = dict(src_dict)
        legal_name = d.pop("legal_name")

        siret = d.pop("siret")

        billing_email = d.pop("billing_email")

        billing_address = PaymentOrganisationInputBillingAddress.from_dict(d.pop("billing_address"))




        payment_organisation_input = cls(
            legal_name=legal_name,
            siret=siret,
            billing_email=billing_email,
            billing_address=billing_address,
        )

        return payment_organisation_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.payment_organisation_patch_billing_address import PaymentOrganisationPatchBillingAddress





T = TypeVar("T", bound="PaymentOrganisationPatch")



@_attrs_define
class PaymentOrganisationPatch:
    """ Sets the fields given; others are untouched. payment_provider, payment_customer_id and billing_status are set by the
    payment checkout and are not accepted here (400).

        Attributes:
            legal_name (str | Unset):
            siret (str | Unset): SIRET: 14 digits with a valid Luhn checksum (La Poste establishments: digit sum multiple of
                5)
            billing_email (str | Unset):
            billing_address (PaymentOrganisationPatchBillingAddress | Unset):
     """

    legal_name: str | Unset = UNSET
    siret: str | Unset = UNSET
    billing_email: str | Unset = UNSET
    billing_address: PaymentOrganisationPatchBillingAddress | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.payment_organisation_patch_billing_address import PaymentOrganisationPatchBillingAddress # noqa: PLC0415
        legal_name = self.legal_name

        siret = self.siret

        billing_email = self.billing_email

        billing_address: dict[str, Any] | Unset = UNSET
        if not isinstance(self.billing_address, Unset):
            billing_address = self.billing_address.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if legal_name is not UNSET:
            field_dict["legal_name"] = legal_name
        if siret is not UNSET:
            field_dict["siret"] = siret
        if billing_email is not UNSET:
            field_dict["billing_email"] = billing_email
        if billing_address is not UNSET:
            field_dict["billing_address"] = billing_address

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payment_organisation_patch_billing_address import PaymentOrganisationPatchBillingAddress # noqa: PLC0415
        d = dict(src_dict)
        legal_name = d.pop("legal_name", UNSET)

        siret = d.pop("siret", UNSET)

        billing_email = d.pop("billing_email", UNSET)

        _billing_address = d.pop("billing_address", UNSET)
        billing_address: PaymentOrganisationPatchBillingAddress | Unset
        if isinstance(_billing_address,  Unset):
            billing_address = UNSET
        else:
            billing_address = PaymentOrganisationPatchBillingAddress.from_dict(_billing_address)




        payment_organisation_patch = cls(
            legal_name=legal_name,
            siret=siret,
            billing_email=billing_email,
            billing_address=billing_address,
        )

        return payment_organisation_patch


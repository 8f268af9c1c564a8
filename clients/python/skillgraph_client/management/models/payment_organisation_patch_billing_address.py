from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PaymentOrganisationPatchBillingAddress")



@_attrs_define
class PaymentOrganisationPatchBillingAddress:
    """ 
        Attributes:
            line1 (str):
            postal_code (str):
            city (str):
            country (str): ISO 3166-1 alpha-2, e.g. FR
            line2 (str | Unset):
            region (str | Unset):
     """

    line1: str
    postal_code: str
    city: str
    country: str
    line2: str | Unset = UNSET
    region: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        line1 = self.line1

        postal_code = self.postal_code

        city = self.city

        country = self.country

        line2 = self.line2

        region = self.region


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "line1": line1,
            "postal_code": postal_code,
            "city": city,
            "country": country,
        })
        if line2 is not UNSET:
            field_dict["line2"] = line2
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        line1 = d.pop("line1")

        postal_code = d.pop("postal_code")

        city = d.pop("city")

        country = d.pop("country")

        line2 = d.pop("line2", UNSET)

        region = d.pop("region", UNSET)

        payment_organisation_patch_billing_address = cls(
            line1=line1,
            postal_code=postal_code,
            city=city,
            country=country,
            line2=line2,
            region=region,
        )

        return payment_organisation_patch_billing_address


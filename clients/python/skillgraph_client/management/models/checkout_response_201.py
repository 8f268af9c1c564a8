from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.checkout_response_201_provider import CheckoutResponse201Provider






T = TypeVar("T", bound="CheckoutResponse201")



@_attrs_define
class CheckoutResponse201:
    """ A checkout for a paid plan; the plan starts when the provider reports it paid

        Attributes:
            id (str): The provider's checkout session id
            url (str): The provider's payment page: send the buyer there
            plan_code (str):
            provider (CheckoutResponse201Provider):
     """

    id: str
    url: str
    plan_code: str
    provider: CheckoutResponse201Provider
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        plan_code = self.plan_code

        provider = self.provider.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "url": url,
            "plan_code": plan_code,
            "provider": provider,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        plan_code = d.pop("plan_code")

        provider = CheckoutResponse201Provider(d.pop("provider"))




        checkout_response_201 = cls(
            id=id,
            url=url,
            plan_code=plan_code,
            provider=provider,
        )


        checkout_response_201.additional_properties = d
        return checkout_response_201

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

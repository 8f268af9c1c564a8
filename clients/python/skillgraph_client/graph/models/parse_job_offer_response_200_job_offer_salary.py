from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.parse_job_offer_response_200_job_offer_salary_period import ParseJobOfferResponse200JobOfferSalaryPeriod
from ..types import UNSET, Unset






T = TypeVar("T", bound="ParseJobOfferResponse200JobOfferSalary")



@_attrs_define
class ParseJobOfferResponse200JobOfferSalary:
    """ 
        Attributes:
            text (str):
            min_ (float | Unset):
            max_ (float | Unset):
            currency (str | Unset):
            period (ParseJobOfferResponse200JobOfferSalaryPeriod | Unset):
     """

    text: str
    min_: float | Unset = UNSET
    max_: float | Unset = UNSET
    currency: str | Unset = UNSET
    period: ParseJobOfferResponse200JobOfferSalaryPeriod | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        min_ = self.min_

        max_ = self.max_

        currency = self.currency

        period: str | Unset = UNSET
        if not isinstance(self.period, Unset):
            period = self.period.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "text": text,
        })
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_
        if currency is not UNSET:
            field_dict["currency"] = currency
        if period is not UNSET:
            field_dict["period"] = period

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        currency = d.pop("currency", UNSET)

        _period = d.pop("period", UNSET)
        period: ParseJobOfferResponse200JobOfferSalaryPeriod | Unset
        if isinstance(_period,  Unset):
            period = UNSET
        else:
            period = ParseJobOfferResponse200JobOfferSalaryPeriod(_period)




        parse_job_offer_response_200_job_offer_salary = cls(
            text=text,
            min_=min_,
            max_=max_,
            currency=currency,
            period=period,
        )


        parse_job_offer_response_200_job_offer_salary.additional_properties = d
        return parse_job_offer_response_200_job_offer_salary

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

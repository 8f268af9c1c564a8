from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="HydraError")



@_attrs_define
class HydraError:
    """ Error shape outside /v1 (spec 7.2)

        Attributes:
            hydratitle (str):
            hydradescription (str):
            hydrastatus_code (int):
     """

    hydratitle: str
    hydradescription: str
    hydrastatus_code: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hydratitle = self.hydratitle

        hydradescription = self.hydradescription

        hydrastatus_code = self.hydrastatus_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hydra:title": hydratitle,
            "hydra:description": hydradescription,
            "hydra:statusCode": hydrastatus_code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hydratitle = d.pop("hydra:title")

        hydradescription = d.pop("hydra:description")

        hydrastatus_code = d.pop("hydra:statusCode")

        hydra_error = cls(
            hydratitle=hydratitle,
            hydradescription=hydradescription,
            hydrastatus_code=hydrastatus_code,
        )


        hydra_error.additional_properties = d
        return hydra_error

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

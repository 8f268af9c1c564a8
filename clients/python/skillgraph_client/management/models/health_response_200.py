from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_response_200_status import HealthResponse200Status
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.health_response_200_diagnostics import HealthResponse200Diagnostics
  from ..models.health_response_200_gyre import HealthResponse200Gyre
  from ..models.health_response_200_mongodb import HealthResponse200Mongodb





T = TypeVar("T", bound="HealthResponse200")



@_attrs_define
class HealthResponse200:
    """ Health summary; `diagnostics` only for internal callers

        Attributes:
            status (HealthResponse200Status):
            gyre (HealthResponse200Gyre):
            mongodb (HealthResponse200Mongodb):
            diagnostics (HealthResponse200Diagnostics | Unset): Only with a valid X-Internal-Token
     """

    status: HealthResponse200Status
    gyre: HealthResponse200Gyre
    mongodb: HealthResponse200Mongodb
    diagnostics: HealthResponse200Diagnostics | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_response_200_diagnostics import HealthResponse200Diagnostics # noqa: PLC0415
        from ..models.health_response_200_gyre import HealthResponse200Gyre # noqa: PLC0415
        from ..models.health_response_200_mongodb import HealthResponse200Mongodb # noqa: PLC0415
        status = self.status.value

        gyre = self.gyre.to_dict()

        mongodb = self.mongodb.to_dict()

        diagnostics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.diagnostics, Unset):
            diagnostics = self.diagnostics.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "gyre": gyre,
            "mongodb": mongodb,
        })
        if diagnostics is not UNSET:
            field_dict["diagnostics"] = diagnostics

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_response_200_diagnostics import HealthResponse200Diagnostics # noqa: PLC0415
        from ..models.health_response_200_gyre import HealthResponse200Gyre # noqa: PLC0415
        from ..models.health_response_200_mongodb import HealthResponse200Mongodb # noqa: PLC0415
        d = dict(src_dict)
        status = HealthResponse200Status(d.pop("status"))




        gyre = HealthResponse200Gyre.from_dict(d.pop("gyre"))




        mongodb = HealthResponse200Mongodb.from_dict(d.pop("mongodb"))




        _diagnostics = d.pop("diagnostics", UNSET)
        diagnostics: HealthResponse200Diagnostics | Unset
        if isinstance(_diagnostics,  Unset):
            diagnostics = UNSET
        else:
            diagnostics = HealthResponse200Diagnostics.from_dict(_diagnostics)




        health_response_200 = cls(
            status=status,
            gyre=gyre,
            mongodb=mongodb,
            diagnostics=diagnostics,
        )


        health_response_200.additional_properties = d
        return health_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_response_500_status import HealthResponse500Status
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.health_response_500_diagnostics import HealthResponse500Diagnostics
  from ..models.health_response_500_gyre import HealthResponse500Gyre
  from ..models.health_response_500_mongodb import HealthResponse500Mongodb





T = TypeVar("T", bound="HealthResponse500")



@_attrs_define
class HealthResponse500:
    """ Health summary; `diagnostics` only for internal callers

        Attributes:
            status (HealthResponse500Status):
            gyre (HealthResponse500Gyre):
            mongodb (HealthResponse500Mongodb):
            diagnostics (HealthResponse500Diagnostics | Unset): Only with a valid X-Internal-Token
     """

    status: HealthResponse500Status
    gyre: HealthResponse500Gyre
    mongodb: HealthResponse500Mongodb
    diagnostics: HealthResponse500Diagnostics | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_response_500_diagnostics import HealthResponse500Diagnostics # noqa: PLC0415
        from ..models.health_response_500_gyre import HealthResponse500Gyre # noqa: PLC0415
        from ..models.health_response_500_mongodb import HealthResponse500Mongodb # noqa: PLC0415
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
        from ..models.health_response_500_diagnostics import HealthResponse500Diagnostics # noqa: PLC0415
        from ..models.health_response_500_gyre import HealthResponse500Gyre # noqa: PLC0415
        from ..models.health_response_500_mongodb import HealthResponse500Mongodb # noqa: PLC0415
        d = dict(src_dict)
        status = HealthResponse500Status(d.pop("status"))




        gyre = HealthResponse500Gyre.from_dict(d.pop("gyre"))




        mongodb = HealthResponse500Mongodb.from_dict(d.pop("mongodb"))




        _diagnostics = d.pop("diagnostics", UNSET)
        diagnostics: HealthResponse500Diagnostics | Unset
        if isinstance(_diagnostics,  Unset):
            diagnostics = UNSET
        else:
            diagnostics = HealthResponse500Diagnostics.from_dict(_diagnostics)




        health_response_500 = cls(
            status=status,
            gyre=gyre,
            mongodb=mongodb,
            diagnostics=diagnostics,
        )


        health_response_500.additional_properties = d
        return health_response_500

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.flat_error_error_details import FlatErrorErrorDetails





T = TypeVar("T", bound="FlatErrorError")



@_attrs_define
class FlatErrorError:
    """ 
        Attributes:
            code (str): Stable machine-readable code, e.g. validation_error
            message (str):
            request_id (UUID): Equals the X-Request-Id response header
            details (FlatErrorErrorDetails | Unset):
     """

    code: str
    message: str
    request_id: UUID
    details: FlatErrorErrorDetails | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.flat_error_error_details import FlatErrorErrorDetails # noqa: PLC0415
        code = self.code

        message = self.message

        request_id = str(self.request_id)

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "message": message,
            "request_id": request_id,
        })
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flat_error_error_details import FlatErrorErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        request_id = UUID(d.pop("request_id"))




        _details = d.pop("details", UNSET)
        details: FlatErrorErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = FlatErrorErrorDetails.from_dict(_details)




        flat_error_error = cls(
            code=code,
            message=message,
            request_id=request_id,
            details=details,
        )


        flat_error_error.additional_properties = d
        return flat_error_error

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

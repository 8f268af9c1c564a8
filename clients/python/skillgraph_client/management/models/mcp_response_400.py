from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.mcp_response_400_error import McpResponse400Error





T = TypeVar("T", bound="McpResponse400")



@_attrs_define
class McpResponse400:
    """ A JSON-RPC error (the protocol refused the message)

        Attributes:
            jsonrpc (str):
            error (McpResponse400Error):
     """

    jsonrpc: str
    error: McpResponse400Error
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mcp_response_400_error import McpResponse400Error # noqa: PLC0415
        jsonrpc = self.jsonrpc

        error = self.error.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jsonrpc": jsonrpc,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mcp_response_400_error import McpResponse400Error # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = d.pop("jsonrpc")

        error = McpResponse400Error.from_dict(d.pop("error"))




        mcp_response_400 = cls(
            jsonrpc=jsonrpc,
            error=error,
        )


        mcp_response_400.additional_properties = d
        return mcp_response_400

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

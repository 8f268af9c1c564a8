from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mcp_body_jsonrpc import McpBodyJsonrpc
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mcp_body_params import McpBodyParams





T = TypeVar("T", bound="McpBody")



@_attrs_define
class McpBody:
    """ A JSON-RPC request (with an id) or notification (without); the protocol checks the rest

        Attributes:
            jsonrpc (McpBodyJsonrpc):
            method (str): e.g. initialize, tools/list, tools/call
            id (int | str | Unset):
            params (McpBodyParams | Unset):
     """

    jsonrpc: McpBodyJsonrpc
    method: str
    id: int | str | Unset = UNSET
    params: McpBodyParams | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.mcp_body_params import McpBodyParams # noqa: PLC0415
        jsonrpc = self.jsonrpc.value

        method = self.method

        id: int | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "jsonrpc": jsonrpc,
            "method": method,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if params is not UNSET:
            field_dict["params"] = params

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mcp_body_params import McpBodyParams # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = McpBodyJsonrpc(d.pop("jsonrpc"))




        method = d.pop("method")

        def _parse_id(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        _params = d.pop("params", UNSET)
        params: McpBodyParams | Unset
        if isinstance(_params,  Unset):
            params = UNSET
        else:
            params = McpBodyParams.from_dict(_params)




        mcp_body = cls(
            jsonrpc=jsonrpc,
            method=method,
            id=id,
            params=params,
        )

        return mcp_body


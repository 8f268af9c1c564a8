from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.post_mcp_body_jsonrpc import PostMcpBodyJsonrpc
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.post_mcp_body_params import PostMcpBodyParams





T = TypeVar("T", bound="PostMcpBody")



@_attrs_define
class PostMcpBody:
    """ A JSON-RPC request (with an id) or notification (without); the protocol checks the rest

        Attributes:
            jsonrpc (PostMcpBodyJsonrpc):
            method (str): e.g. initialize, tools/list, tools/call
            id (int | str | Unset):
            params (PostMcpBodyParams | Unset):
     """

    jsonrpc: PostMcpBodyJsonrpc
    method: str
    id: int | str | Unset = UNSET
    params: PostMcpBodyParams | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.post_mcp_body_params import PostMcpBodyParams # noqa: PLC0415
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
        from ..models.post_mcp_body_params import PostMcpBodyParams # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = PostMcpBodyJsonrpc(d.pop("jsonrpc"))




        method = d.pop("method")

        def _parse_id(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        _params = d.pop("params", UNSET)
        params: PostMcpBodyParams | Unset
        if isinstance(_params,  Unset):
            params = UNSET
        else:
            params = PostMcpBodyParams.from_dict(_params)




        post_mcp_body = cls(
            jsonrpc=jsonrpc,
            method=method,
            id=id,
            params=params,
        )

        return post_mcp_body


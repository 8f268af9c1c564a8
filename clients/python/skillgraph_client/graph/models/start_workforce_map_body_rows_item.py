from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StartWorkforceMapBodyRowsItem")



@_attrs_define
class StartWorkforceMapBodyRowsItem:
    """ 
        Attributes:
            title (str):
            id (str | Unset): Your reference for the row
            description (str | Unset):
     """

    title: str
    id: str | Unset = UNSET
    description: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        id = self.id

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        id = d.pop("id", UNSET)

        description = d.pop("description", UNSET)

        start_workforce_map_body_rows_item = cls(
            title=title,
            id=id,
            description=description,
        )

        return start_workforce_map_body_rows_item


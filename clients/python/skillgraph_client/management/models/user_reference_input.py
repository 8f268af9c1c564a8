from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserReferenceInput")



@_attrs_define
class UserReferenceInput:
    """ 
        Attributes:
            name (str): Who gives the reference
            reference (None | str | Unset): What they say
     """

    name: str
    reference: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if reference is not UNSET:
            field_dict["reference"] = reference

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))


        user_reference_input = cls(
            name=name,
            reference=reference,
        )

        return user_reference_input


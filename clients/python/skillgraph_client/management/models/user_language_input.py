from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserLanguageInput")



@_attrs_define
class UserLanguageInput:
    """ 
        Attributes:
            language (str): Language
            fluency (None | str | Unset): e.g. Native speaker, C1
     """

    language: str
    fluency: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        language = self.language

        fluency: None | str | Unset
        if isinstance(self.fluency, Unset):
            fluency = UNSET
        else:
            fluency = self.fluency


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "language": language,
        })
        if fluency is not UNSET:
            field_dict["fluency"] = fluency

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        language = d.pop("language")

        def _parse_fluency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fluency = _parse_fluency(d.pop("fluency", UNSET))


        user_language_input = cls(
            language=language,
            fluency=fluency,
        )

        return user_language_input


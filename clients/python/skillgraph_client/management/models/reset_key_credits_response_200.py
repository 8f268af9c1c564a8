from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="ResetKeyCreditsResponse200")



@_attrs_define
class ResetKeyCreditsResponse200:
    """ 
        Attributes:
            dry_run (bool):
            reset (int): How many keys had their credits restored (or would, with dry_run)
            keys (list[str]): Their ids
            checked_at (datetime.datetime):
     """

    dry_run: bool
    reset: int
    keys: list[str]
    checked_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dry_run = self.dry_run

        reset = self.reset

        keys = self.keys



        checked_at = self.checked_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dry_run": dry_run,
            "reset": reset,
            "keys": keys,
            "checked_at": checked_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dry_run = d.pop("dry_run")

        reset = d.pop("reset")

        keys = cast(list[str], d.pop("keys"))


        checked_at = datetime.datetime.fromisoformat(d.pop("checked_at"))




        reset_key_credits_response_200 = cls(
            dry_run=dry_run,
            reset=reset,
            keys=keys,
            checked_at=checked_at,
        )


        reset_key_credits_response_200.additional_properties = d
        return reset_key_credits_response_200

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

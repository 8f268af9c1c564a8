from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserTitleInput")



@_attrs_define
class UserTitleInput:
    """ 
        Attributes:
            name (str): The title
            job_uuid (None | str | Unset): Occupation concept id of the graph
            current (bool | None | Unset): The title the user holds now
     """

    name: str
    job_uuid: None | str | Unset = UNSET
    current: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        job_uuid: None | str | Unset
        if isinstance(self.job_uuid, Unset):
            job_uuid = UNSET
        else:
            job_uuid = self.job_uuid

        current: bool | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if job_uuid is not UNSET:
            field_dict["job_uuid"] = job_uuid
        if current is not UNSET:
            field_dict["current"] = current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_job_uuid(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        job_uuid = _parse_job_uuid(d.pop("job_uuid", UNSET))


        def _parse_current(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))


        user_title_input = cls(
            name=name,
            job_uuid=job_uuid,
            current=current,
        )

        return user_title_input


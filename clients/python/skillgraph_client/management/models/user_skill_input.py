from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserSkillInput")



@_attrs_define
class UserSkillInput:
    """ 
        Attributes:
            name (str): Skill as the user words it
            level (None | str | Unset): e.g. Beginner, Advanced, Master
            keywords (list[str] | None | Unset): Related keywords
            skill_uuid (None | str | Unset): Skill concept id of the graph
     """

    name: str
    level: None | str | Unset = UNSET
    keywords: list[str] | None | Unset = UNSET
    skill_uuid: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        keywords: list[str] | None | Unset
        if isinstance(self.keywords, Unset):
            keywords = UNSET
        elif isinstance(self.keywords, list):
            keywords = self.keywords


        else:
            keywords = self.keywords

        skill_uuid: None | str | Unset
        if isinstance(self.skill_uuid, Unset):
            skill_uuid = UNSET
        else:
            skill_uuid = self.skill_uuid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if level is not UNSET:
            field_dict["level"] = level
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if skill_uuid is not UNSET:
            field_dict["skill_uuid"] = skill_uuid

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_level(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        level = _parse_level(d.pop("level", UNSET))


        def _parse_keywords(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                keywords_type_0 = cast(list[str], data)

                return keywords_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        keywords = _parse_keywords(d.pop("keywords", UNSET))


        def _parse_skill_uuid(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        skill_uuid = _parse_skill_uuid(d.pop("skill_uuid", UNSET))


        user_skill_input = cls(
            name=name,
            level=level,
            keywords=keywords,
            skill_uuid=skill_uuid,
        )

        return user_skill_input


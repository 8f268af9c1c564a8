from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="UserSkill")



@_attrs_define
class UserSkill:
    """ A skill the user declares (JSON Resume `skills`); skill_uuid, when given, must be a Skill of the graph.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            user_id (str): Id of the owning User
            user (str): IRI of the owning User
            name (str): Skill as the user words it
            level (None | str): e.g. Beginner, Advanced, Master
            keywords (list[str] | None): Related keywords
            skill_uuid (None | str): Skill concept id of the graph
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    user_id: str
    user: str
    name: str
    level: None | str
    keywords: list[str] | None
    skill_uuid: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        user_id = self.user_id

        user = self.user

        name = self.name

        level: None | str
        level = self.level

        keywords: list[str] | None
        if isinstance(self.keywords, list):
            keywords = self.keywords


        else:
            keywords = self.keywords

        skill_uuid: None | str
        skill_uuid = self.skill_uuid

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "user_id": user_id,
            "user": user,
            "name": name,
            "level": level,
            "keywords": keywords,
            "skill_uuid": skill_uuid,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        user_id = d.pop("user_id")

        user = d.pop("user")

        name = d.pop("name")

        def _parse_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        level = _parse_level(d.pop("level"))


        def _parse_keywords(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                keywords_type_0 = cast(list[str], data)

                return keywords_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        keywords = _parse_keywords(d.pop("keywords"))


        def _parse_skill_uuid(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        skill_uuid = _parse_skill_uuid(d.pop("skill_uuid"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_skill = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            user_id=user_id,
            user=user,
            name=name,
            level=level,
            keywords=keywords,
            skill_uuid=skill_uuid,
            created_at=created_at,
            updated_at=updated_at,
        )


        user_skill.additional_properties = d
        return user_skill

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

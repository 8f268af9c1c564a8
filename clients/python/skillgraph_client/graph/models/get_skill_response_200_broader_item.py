from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GetSkillResponse200BroaderItem")



@_attrs_define
class GetSkillResponse200BroaderItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        def _parse_framework(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        framework = _parse_framework(d.pop("framework"))


        kind = d.pop("kind")

        get_skill_response_200_broader_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
        )


        get_skill_response_200_broader_item.additional_properties = d
        return get_skill_response_200_broader_item

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

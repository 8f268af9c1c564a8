from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_skill_neighbors_response_200_related_item_direction import GetSkillNeighborsResponse200RelatedItemDirection
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GetSkillNeighborsResponse200RelatedItem")



@_attrs_define
class GetSkillNeighborsResponse200RelatedItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            relation (str):
            derived (bool | Unset):
            method (None | str | Unset):
            direction (GetSkillNeighborsResponse200RelatedItemDirection | Unset):
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    relation: str
    derived: bool | Unset = UNSET
    method: None | str | Unset = UNSET
    direction: GetSkillNeighborsResponse200RelatedItemDirection | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        relation = self.relation

        derived = self.derived

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        else:
            method = self.method

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "relation": relation,
        })
        if derived is not UNSET:
            field_dict["derived"] = derived
        if method is not UNSET:
            field_dict["method"] = method
        if direction is not UNSET:
            field_dict["direction"] = direction

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

        relation = d.pop("relation")

        derived = d.pop("derived", UNSET)

        def _parse_method(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        method = _parse_method(d.pop("method", UNSET))


        _direction = d.pop("direction", UNSET)
        direction: GetSkillNeighborsResponse200RelatedItemDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = GetSkillNeighborsResponse200RelatedItemDirection(_direction)




        get_skill_neighbors_response_200_related_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            relation=relation,
            derived=derived,
            method=method,
            direction=direction,
        )


        get_skill_neighbors_response_200_related_item.additional_properties = d
        return get_skill_neighbors_response_200_related_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TreeNode")



@_attrs_define
class TreeNode:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            depth (int):
            prerequisites (list[TreeNode]):
            derived (bool | None | Unset):
            method (None | str | Unset):
            cycle (bool | Unset): Already above on this branch: not expanded again
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    depth: int
    prerequisites: list[TreeNode]
    derived: bool | None | Unset = UNSET
    method: None | str | Unset = UNSET
    cycle: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        depth = self.depth

        prerequisites = []
        for prerequisites_item_data in self.prerequisites:
            prerequisites_item = prerequisites_item_data.to_dict()
            prerequisites.append(prerequisites_item)



        derived: bool | None | Unset
        if isinstance(self.derived, Unset):
            derived = UNSET
        else:
            derived = self.derived

        method: None | str | Unset
        if isinstance(self.method, Unset):
            method = UNSET
        else:
            method = self.method

        cycle = self.cycle


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "depth": depth,
            "prerequisites": prerequisites,
        })
        if derived is not UNSET:
            field_dict["derived"] = derived
        if method is not UNSET:
            field_dict["method"] = method
        if cycle is not UNSET:
            field_dict["cycle"] = cycle

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

        depth = d.pop("depth")

        prerequisites = []
        _prerequisites = d.pop("prerequisites")
        for prerequisites_item_data in (_prerequisites):
            prerequisites_item = TreeNode.from_dict(prerequisites_item_data)



            prerequisites.append(prerequisites_item)


        def _parse_derived(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        derived = _parse_derived(d.pop("derived", UNSET))


        def _parse_method(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        method = _parse_method(d.pop("method", UNSET))


        cycle = d.pop("cycle", UNSET)

        tree_node = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            depth=depth,
            prerequisites=prerequisites,
            derived=derived,
            method=method,
            cycle=cycle,
        )


        tree_node.additional_properties = d
        return tree_node

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

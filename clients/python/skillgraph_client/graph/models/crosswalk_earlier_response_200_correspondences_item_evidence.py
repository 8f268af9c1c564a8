from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CrosswalkEarlierResponse200CorrespondencesItemEvidence")



@_attrs_define
class CrosswalkEarlierResponse200CorrespondencesItemEvidence:
    """ Each signal behind the score, as measured

        Attributes:
            table (float | None):
            shared_titles (int): Job titles the two share (inferred shared-title edges)
            title_share (float | None):
            path (float | None):
            broader (float | None):
            narrower (float | None):
            similarity (float | None):
            skills (float | None):
     """

    table: float | None
    shared_titles: int
    title_share: float | None
    path: float | None
    broader: float | None
    narrower: float | None
    similarity: float | None
    skills: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        table: float | None
        table = self.table

        shared_titles = self.shared_titles

        title_share: float | None
        title_share = self.title_share

        path: float | None
        path = self.path

        broader: float | None
        broader = self.broader

        narrower: float | None
        narrower = self.narrower

        similarity: float | None
        similarity = self.similarity

        skills: float | None
        skills = self.skills


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "table": table,
            "shared_titles": shared_titles,
            "title_share": title_share,
            "path": path,
            "broader": broader,
            "narrower": narrower,
            "similarity": similarity,
            "skills": skills,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_table(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        table = _parse_table(d.pop("table"))


        shared_titles = d.pop("shared_titles")

        def _parse_title_share(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        title_share = _parse_title_share(d.pop("title_share"))


        def _parse_path(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        path = _parse_path(d.pop("path"))


        def _parse_broader(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        broader = _parse_broader(d.pop("broader"))


        def _parse_narrower(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        narrower = _parse_narrower(d.pop("narrower"))


        def _parse_similarity(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        similarity = _parse_similarity(d.pop("similarity"))


        def _parse_skills(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        skills = _parse_skills(d.pop("skills"))


        crosswalk_earlier_response_200_correspondences_item_evidence = cls(
            table=table,
            shared_titles=shared_titles,
            title_share=title_share,
            path=path,
            broader=broader,
            narrower=narrower,
            similarity=similarity,
            skills=skills,
        )


        crosswalk_earlier_response_200_correspondences_item_evidence.additional_properties = d
        return crosswalk_earlier_response_200_correspondences_item_evidence

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

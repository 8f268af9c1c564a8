from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.search_occupations_response_200_occupations_item_matched import SearchOccupationsResponse200OccupationsItemMatched
from typing import cast






T = TypeVar("T", bound="SearchOccupationsResponse200OccupationsItem")



@_attrs_define
class SearchOccupationsResponse200OccupationsItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            code (None | str):
            confidence (float): How sure the search is. 0.98 or more: an exact name or code. Otherwise a blend of words and
                meaning, where meaning (the embedding similarity, 0 to 1) weighs 0.95 for occupations and for skill queries of
                three words or more, 0.55 otherwise; that similarity is about 0.9 even for a query that names nothing, so an
                occupation threshold under 0.9 keeps every hit found by meaning (EVALUATION.md "Occupation confidences: a match
                or none?").
            matched (SearchOccupationsResponse200OccupationsItemMatched): What it matched: its words (a name shares words
                with the query, or its code is the query), its meaning (the embedding), or both
            matched_label (None | str):
            referentials (list[str]): Its framework and the frameworks its crosswalks reach
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    code: None | str
    confidence: float
    matched: SearchOccupationsResponse200OccupationsItemMatched
    matched_label: None | str
    referentials: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        code: None | str
        code = self.code

        confidence = self.confidence

        matched = self.matched.value

        matched_label: None | str
        matched_label = self.matched_label

        referentials = self.referentials




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "code": code,
            "confidence": confidence,
            "matched": matched,
            "matched_label": matched_label,
            "referentials": referentials,
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

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))


        confidence = d.pop("confidence")

        matched = SearchOccupationsResponse200OccupationsItemMatched(d.pop("matched"))




        def _parse_matched_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        matched_label = _parse_matched_label(d.pop("matched_label"))


        referentials = cast(list[str], d.pop("referentials"))


        search_occupations_response_200_occupations_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            code=code,
            confidence=confidence,
            matched=matched,
            matched_label=matched_label,
            referentials=referentials,
        )


        search_occupations_response_200_occupations_item.additional_properties = d
        return search_occupations_response_200_occupations_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.extract_skills_response_200_skills_item_method import ExtractSkillsResponse200SkillsItemMethod
from typing import cast

if TYPE_CHECKING:
  from ..models.extract_skills_response_200_skills_item_spans_item import ExtractSkillsResponse200SkillsItemSpansItem





T = TypeVar("T", bound="ExtractSkillsResponse200SkillsItem")



@_attrs_define
class ExtractSkillsResponse200SkillsItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (str):
            confidence (float):
            method (ExtractSkillsResponse200SkillsItemMethod): `name`: the text names the skill (a preferred or alternative
                label, any language); `search`: a short item close to a label (typos, word order); `semantic`: a sentence, or a
                phrase of one, whose meaning is close to the skill (a phrase alone counts for half: under the default threshold,
                it ranks candidates; several sentences or phrases near one skill add up, but never across the default threshold
                on their own; asked for candidates under it, a sentence also counts the skill search's first ten for it as
                evidence)
            spans (list[ExtractSkillsResponse200SkillsItemSpansItem]): Every place in the text the skill was found from
            sources (list[str]): Which parts of the document: `skills[0]`, `work[2]`, `basics.summary`, `required`...
     """

    uri: str
    id: str
    label: str
    framework: str
    confidence: float
    method: ExtractSkillsResponse200SkillsItemMethod
    spans: list[ExtractSkillsResponse200SkillsItemSpansItem]
    sources: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.extract_skills_response_200_skills_item_spans_item import ExtractSkillsResponse200SkillsItemSpansItem # noqa: PLC0415
        uri = self.uri

        id = self.id

        label = self.label

        framework = self.framework

        confidence = self.confidence

        method = self.method.value

        spans = []
        for spans_item_data in self.spans:
            spans_item = spans_item_data.to_dict()
            spans.append(spans_item)



        sources = self.sources




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "confidence": confidence,
            "method": method,
            "spans": spans,
            "sources": sources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.extract_skills_response_200_skills_item_spans_item import ExtractSkillsResponse200SkillsItemSpansItem # noqa: PLC0415
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        framework = d.pop("framework")

        confidence = d.pop("confidence")

        method = ExtractSkillsResponse200SkillsItemMethod(d.pop("method"))




        spans = []
        _spans = d.pop("spans")
        for spans_item_data in (_spans):
            spans_item = ExtractSkillsResponse200SkillsItemSpansItem.from_dict(spans_item_data)



            spans.append(spans_item)


        sources = cast(list[str], d.pop("sources"))


        extract_skills_response_200_skills_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            confidence=confidence,
            method=method,
            spans=spans,
            sources=sources,
        )


        extract_skills_response_200_skills_item.additional_properties = d
        return extract_skills_response_200_skills_item

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

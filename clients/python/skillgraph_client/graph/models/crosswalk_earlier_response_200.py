from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.crosswalk_earlier_response_200_correspondences_item import CrosswalkEarlierResponse200CorrespondencesItem
  from ..models.crosswalk_earlier_response_200_meta import CrosswalkEarlierResponse200Meta
  from ..models.crosswalk_earlier_response_200_source import CrosswalkEarlierResponse200Source





T = TypeVar("T", bound="CrosswalkEarlierResponse200")



@_attrs_define
class CrosswalkEarlierResponse200:
    """ 
        Attributes:
            source (CrosswalkEarlierResponse200Source):
            target_framework (str):
            target_loaded (bool): Whether the graph holds the target framework at all
            correspondences (list[CrosswalkEarlierResponse200CorrespondencesItem]):
            meta (CrosswalkEarlierResponse200Meta): Present on every graph API success body
     """

    source: CrosswalkEarlierResponse200Source
    target_framework: str
    target_loaded: bool
    correspondences: list[CrosswalkEarlierResponse200CorrespondencesItem]
    meta: CrosswalkEarlierResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.crosswalk_earlier_response_200_correspondences_item import CrosswalkEarlierResponse200CorrespondencesItem # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_meta import CrosswalkEarlierResponse200Meta # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_source import CrosswalkEarlierResponse200Source # noqa: PLC0415
        source = self.source.to_dict()

        target_framework = self.target_framework

        target_loaded = self.target_loaded

        correspondences = []
        for correspondences_item_data in self.correspondences:
            correspondences_item = correspondences_item_data.to_dict()
            correspondences.append(correspondences_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "source": source,
            "target_framework": target_framework,
            "target_loaded": target_loaded,
            "correspondences": correspondences,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crosswalk_earlier_response_200_correspondences_item import CrosswalkEarlierResponse200CorrespondencesItem # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_meta import CrosswalkEarlierResponse200Meta # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_source import CrosswalkEarlierResponse200Source # noqa: PLC0415
        d = dict(src_dict)
        source = CrosswalkEarlierResponse200Source.from_dict(d.pop("source"))




        target_framework = d.pop("target_framework")

        target_loaded = d.pop("target_loaded")

        correspondences = []
        _correspondences = d.pop("correspondences")
        for correspondences_item_data in (_correspondences):
            correspondences_item = CrosswalkEarlierResponse200CorrespondencesItem.from_dict(correspondences_item_data)



            correspondences.append(correspondences_item)


        meta = CrosswalkEarlierResponse200Meta.from_dict(d.pop("meta"))




        crosswalk_earlier_response_200 = cls(
            source=source,
            target_framework=target_framework,
            target_loaded=target_loaded,
            correspondences=correspondences,
            meta=meta,
        )


        crosswalk_earlier_response_200.additional_properties = d
        return crosswalk_earlier_response_200

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item_relation import MatchJobsToCvResponse200ResultsItemExplanationMatchedItemRelation
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item_via import MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia





T = TypeVar("T", bound="MatchJobsToCvResponse200ResultsItemExplanationMatchedItem")



@_attrs_define
class MatchJobsToCvResponse200ResultsItemExplanationMatchedItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            relation (MatchJobsToCvResponse200ResultsItemExplanationMatchedItemRelation):
            credit (float): 1: the CV names it; 0.5: the CV names a broader or narrower skill (`via`)
            via (MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia | Unset):
     """

    uri: str
    id: str
    label: str
    relation: MatchJobsToCvResponse200ResultsItemExplanationMatchedItemRelation
    credit: float
    via: MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item_via import MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia # noqa: PLC0415
        uri = self.uri

        id = self.id

        label = self.label

        relation = self.relation.value

        credit = self.credit

        via: dict[str, Any] | Unset = UNSET
        if not isinstance(self.via, Unset):
            via = self.via.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "relation": relation,
            "credit": credit,
        })
        if via is not UNSET:
            field_dict["via"] = via

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_jobs_to_cv_response_200_results_item_explanation_matched_item_via import MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia # noqa: PLC0415
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        relation = MatchJobsToCvResponse200ResultsItemExplanationMatchedItemRelation(d.pop("relation"))




        credit = d.pop("credit")

        _via = d.pop("via", UNSET)
        via: MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia | Unset
        if isinstance(_via,  Unset):
            via = UNSET
        else:
            via = MatchJobsToCvResponse200ResultsItemExplanationMatchedItemVia.from_dict(_via)




        match_jobs_to_cv_response_200_results_item_explanation_matched_item = cls(
            uri=uri,
            id=id,
            label=label,
            relation=relation,
            credit=credit,
            via=via,
        )


        match_jobs_to_cv_response_200_results_item_explanation_matched_item.additional_properties = d
        return match_jobs_to_cv_response_200_results_item_explanation_matched_item

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

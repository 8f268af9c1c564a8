from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.crosswalk_earlier_response_200_correspondences_item_match import CrosswalkEarlierResponse200CorrespondencesItemMatch
from typing import cast

if TYPE_CHECKING:
  from ..models.crosswalk_earlier_response_200_correspondences_item_evidence import CrosswalkEarlierResponse200CorrespondencesItemEvidence
  from ..models.crosswalk_earlier_response_200_correspondences_item_via_item import CrosswalkEarlierResponse200CorrespondencesItemViaItem





T = TypeVar("T", bound="CrosswalkEarlierResponse200CorrespondencesItem")



@_attrs_define
class CrosswalkEarlierResponse200CorrespondencesItem:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            code (None | str):
            match (CrosswalkEarlierResponse200CorrespondencesItemMatch): How the target relates to the source: broad = the
                target is broader
            score (float): One calibrated score from all the evidence: 1 - (1 - table) x (1 - p), where table is what an
                official table states (0 if none) and p the probability, fitted on correspondences held out of an official
                table, that a table would state the pair given the inferred evidence (EVALUATION.md, "Crosswalk ranking").
                Correspondences are listed by it.
            inferred (bool): No published table states it; see provenance and method
            provenance (list[str]): Tables or inference methods it comes from
            method (str): The strongest evidence: crosswalk-table (a direct edge, official or inferred as `inferred` says),
                graph-path (through another framework), broader-concept, narrower-concept, semantic-similarity, or same-
                framework
            via (list[CrosswalkEarlierResponse200CorrespondencesItemViaItem]): The concepts the evidence went through: a
                third framework, a broader or a narrower concept
            evidence (CrosswalkEarlierResponse200CorrespondencesItemEvidence): Each signal behind the score, as measured
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    code: None | str
    match: CrosswalkEarlierResponse200CorrespondencesItemMatch
    score: float
    inferred: bool
    provenance: list[str]
    method: str
    via: list[CrosswalkEarlierResponse200CorrespondencesItemViaItem]
    evidence: CrosswalkEarlierResponse200CorrespondencesItemEvidence
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.crosswalk_earlier_response_200_correspondences_item_evidence import CrosswalkEarlierResponse200CorrespondencesItemEvidence # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_correspondences_item_via_item import CrosswalkEarlierResponse200CorrespondencesItemViaItem # noqa: PLC0415
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        code: None | str
        code = self.code

        match = self.match.value

        score = self.score

        inferred = self.inferred

        provenance = self.provenance



        method = self.method

        via = []
        for via_item_data in self.via:
            via_item = via_item_data.to_dict()
            via.append(via_item)



        evidence = self.evidence.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "code": code,
            "match": match,
            "score": score,
            "inferred": inferred,
            "provenance": provenance,
            "method": method,
            "via": via,
            "evidence": evidence,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crosswalk_earlier_response_200_correspondences_item_evidence import CrosswalkEarlierResponse200CorrespondencesItemEvidence # noqa: PLC0415
        from ..models.crosswalk_earlier_response_200_correspondences_item_via_item import CrosswalkEarlierResponse200CorrespondencesItemViaItem # noqa: PLC0415
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


        match = CrosswalkEarlierResponse200CorrespondencesItemMatch(d.pop("match"))




        score = d.pop("score")

        inferred = d.pop("inferred")

        provenance = cast(list[str], d.pop("provenance"))


        method = d.pop("method")

        via = []
        _via = d.pop("via")
        for via_item_data in (_via):
            via_item = CrosswalkEarlierResponse200CorrespondencesItemViaItem.from_dict(via_item_data)



            via.append(via_item)


        evidence = CrosswalkEarlierResponse200CorrespondencesItemEvidence.from_dict(d.pop("evidence"))




        crosswalk_earlier_response_200_correspondences_item = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            code=code,
            match=match,
            score=score,
            inferred=inferred,
            provenance=provenance,
            method=method,
            via=via,
            evidence=evidence,
        )


        crosswalk_earlier_response_200_correspondences_item.additional_properties = d
        return crosswalk_earlier_response_200_correspondences_item

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

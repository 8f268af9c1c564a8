from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.correct_json_resume_enriched_body_json_resume_type_1 import CorrectJsonResumeEnrichedBodyJsonResumeType1
  from ..models.correct_json_resume_enriched_body_nodes_type_1_item import CorrectJsonResumeEnrichedBodyNodesType1Item





T = TypeVar("T", bound="CorrectJsonResumeEnrichedBody")



@_attrs_define
class CorrectJsonResumeEnrichedBody:
    """ 
        Attributes:
            json_resume (CorrectJsonResumeEnrichedBodyJsonResumeType1 | str): The CV as JSON Resume: an object, or a string
                holding one (spec 2.2)
            nodes (list[CorrectJsonResumeEnrichedBodyNodesType1Item] | str): The graph skills of the CV, as the enriched
                stage gives them in `nodes` (each with its id): an array or a string holding one
     """

    json_resume: CorrectJsonResumeEnrichedBodyJsonResumeType1 | str
    nodes: list[CorrectJsonResumeEnrichedBodyNodesType1Item] | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.correct_json_resume_enriched_body_json_resume_type_1 import CorrectJsonResumeEnrichedBodyJsonResumeType1 # noqa: PLC0415
        from ..models.correct_json_resume_enriched_body_nodes_type_1_item import CorrectJsonResumeEnrichedBodyNodesType1Item # noqa: PLC0415
        json_resume: dict[str, Any] | str
        if isinstance(self.json_resume, CorrectJsonResumeEnrichedBodyJsonResumeType1):
            json_resume = self.json_resume.to_dict()
        else:
            json_resume = self.json_resume

        nodes: list[dict[str, Any]] | str
        if isinstance(self.nodes, list):
            nodes = []
            for nodes_type_1_item_data in self.nodes:
                nodes_type_1_item = nodes_type_1_item_data.to_dict()
                nodes.append(nodes_type_1_item)


        else:
            nodes = self.nodes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "json_resume": json_resume,
            "nodes": nodes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.correct_json_resume_enriched_body_json_resume_type_1 import CorrectJsonResumeEnrichedBodyJsonResumeType1 # noqa: PLC0415
        from ..models.correct_json_resume_enriched_body_nodes_type_1_item import CorrectJsonResumeEnrichedBodyNodesType1Item # noqa: PLC0415
        d = dict(src_dict)
        def _parse_json_resume(data: object) -> CorrectJsonResumeEnrichedBodyJsonResumeType1 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                json_resume_type_1 = CorrectJsonResumeEnrichedBodyJsonResumeType1.from_dict(data)



                return json_resume_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CorrectJsonResumeEnrichedBodyJsonResumeType1 | str, data)

        json_resume = _parse_json_resume(d.pop("json_resume"))


        def _parse_nodes(data: object) -> list[CorrectJsonResumeEnrichedBodyNodesType1Item] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                nodes_type_1 = []
                _nodes_type_1 = data
                for nodes_type_1_item_data in (_nodes_type_1):
                    nodes_type_1_item = CorrectJsonResumeEnrichedBodyNodesType1Item.from_dict(nodes_type_1_item_data)



                    nodes_type_1.append(nodes_type_1_item)

                return nodes_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CorrectJsonResumeEnrichedBodyNodesType1Item] | str, data)

        nodes = _parse_nodes(d.pop("nodes"))


        correct_json_resume_enriched_body = cls(
            json_resume=json_resume,
            nodes=nodes,
        )

        return correct_json_resume_enriched_body


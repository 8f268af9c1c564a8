from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_workforce_map_response_200_status import GetWorkforceMapResponse200Status
from typing import cast

if TYPE_CHECKING:
  from ..models.get_workforce_map_response_200_meta import GetWorkforceMapResponse200Meta
  from ..models.get_workforce_map_response_200_progress import GetWorkforceMapResponse200Progress
  from ..models.get_workforce_map_response_200_results_type_0_item import GetWorkforceMapResponse200ResultsType0Item





T = TypeVar("T", bound="GetWorkforceMapResponse200")



@_attrs_define
class GetWorkforceMapResponse200:
    """ 
        Attributes:
            id (str):
            status (GetWorkforceMapResponse200Status): queued: its API process stopped and another (or its restart) resumes
                it where it stood, within about a minute
            target_framework (str):
            progress (GetWorkforceMapResponse200Progress):
            attempts (int): Runs started, graceful hand-overs not counted: more than 1 when a process died running it
            created_at (Any):
            finished_at (Any):
            error (None | str):
            results (list[GetWorkforceMapResponse200ResultsType0Item] | None):
            meta (GetWorkforceMapResponse200Meta): Present on every graph API success body
     """

    id: str
    status: GetWorkforceMapResponse200Status
    target_framework: str
    progress: GetWorkforceMapResponse200Progress
    attempts: int
    created_at: Any
    finished_at: Any
    error: None | str
    results: list[GetWorkforceMapResponse200ResultsType0Item] | None
    meta: GetWorkforceMapResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_workforce_map_response_200_meta import GetWorkforceMapResponse200Meta # noqa: PLC0415
        from ..models.get_workforce_map_response_200_progress import GetWorkforceMapResponse200Progress # noqa: PLC0415
        from ..models.get_workforce_map_response_200_results_type_0_item import GetWorkforceMapResponse200ResultsType0Item # noqa: PLC0415
        id = self.id

        status = self.status.value

        target_framework = self.target_framework

        progress = self.progress.to_dict()

        attempts = self.attempts

        created_at = self.created_at

        finished_at = self.finished_at

        error: None | str
        error = self.error

        results: list[dict[str, Any]] | None
        if isinstance(self.results, list):
            results = []
            for results_type_0_item_data in self.results:
                results_type_0_item = results_type_0_item_data.to_dict()
                results.append(results_type_0_item)


        else:
            results = self.results

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "target_framework": target_framework,
            "progress": progress,
            "attempts": attempts,
            "created_at": created_at,
            "finished_at": finished_at,
            "error": error,
            "results": results,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_workforce_map_response_200_meta import GetWorkforceMapResponse200Meta # noqa: PLC0415
        from ..models.get_workforce_map_response_200_progress import GetWorkforceMapResponse200Progress # noqa: PLC0415
        from ..models.get_workforce_map_response_200_results_type_0_item import GetWorkforceMapResponse200ResultsType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = GetWorkforceMapResponse200Status(d.pop("status"))




        target_framework = d.pop("target_framework")

        progress = GetWorkforceMapResponse200Progress.from_dict(d.pop("progress"))




        attempts = d.pop("attempts")

        created_at = d.pop("created_at")

        finished_at = d.pop("finished_at")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        def _parse_results(data: object) -> list[GetWorkforceMapResponse200ResultsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                results_type_0 = []
                _results_type_0 = data
                for results_type_0_item_data in (_results_type_0):
                    results_type_0_item = GetWorkforceMapResponse200ResultsType0Item.from_dict(results_type_0_item_data)



                    results_type_0.append(results_type_0_item)

                return results_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[GetWorkforceMapResponse200ResultsType0Item] | None, data)

        results = _parse_results(d.pop("results"))


        meta = GetWorkforceMapResponse200Meta.from_dict(d.pop("meta"))




        get_workforce_map_response_200 = cls(
            id=id,
            status=status,
            target_framework=target_framework,
            progress=progress,
            attempts=attempts,
            created_at=created_at,
            finished_at=finished_at,
            error=error,
            results=results,
            meta=meta,
        )


        get_workforce_map_response_200.additional_properties = d
        return get_workforce_map_response_200

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

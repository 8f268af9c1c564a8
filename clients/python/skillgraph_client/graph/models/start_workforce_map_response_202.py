from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.start_workforce_map_response_202_status import StartWorkforceMapResponse202Status
from typing import cast

if TYPE_CHECKING:
  from ..models.start_workforce_map_response_202_meta import StartWorkforceMapResponse202Meta
  from ..models.start_workforce_map_response_202_progress import StartWorkforceMapResponse202Progress





T = TypeVar("T", bound="StartWorkforceMapResponse202")



@_attrs_define
class StartWorkforceMapResponse202:
    """ 
        Attributes:
            id (str):
            status (StartWorkforceMapResponse202Status): queued: its API process stopped and another (or its restart)
                resumes it where it stood, within about a minute
            target_framework (str):
            progress (StartWorkforceMapResponse202Progress):
            attempts (int): Runs started, graceful hand-overs not counted: more than 1 when a process died running it
            created_at (Any):
            finished_at (Any):
            error (None | str):
            meta (StartWorkforceMapResponse202Meta): Present on every graph API success body
     """

    id: str
    status: StartWorkforceMapResponse202Status
    target_framework: str
    progress: StartWorkforceMapResponse202Progress
    attempts: int
    created_at: Any
    finished_at: Any
    error: None | str
    meta: StartWorkforceMapResponse202Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.start_workforce_map_response_202_meta import StartWorkforceMapResponse202Meta # noqa: PLC0415
        from ..models.start_workforce_map_response_202_progress import StartWorkforceMapResponse202Progress # noqa: PLC0415
        id = self.id

        status = self.status.value

        target_framework = self.target_framework

        progress = self.progress.to_dict()

        attempts = self.attempts

        created_at = self.created_at

        finished_at = self.finished_at

        error: None | str
        error = self.error

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
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.start_workforce_map_response_202_meta import StartWorkforceMapResponse202Meta # noqa: PLC0415
        from ..models.start_workforce_map_response_202_progress import StartWorkforceMapResponse202Progress # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = StartWorkforceMapResponse202Status(d.pop("status"))




        target_framework = d.pop("target_framework")

        progress = StartWorkforceMapResponse202Progress.from_dict(d.pop("progress"))




        attempts = d.pop("attempts")

        created_at = d.pop("created_at")

        finished_at = d.pop("finished_at")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        meta = StartWorkforceMapResponse202Meta.from_dict(d.pop("meta"))




        start_workforce_map_response_202 = cls(
            id=id,
            status=status,
            target_framework=target_framework,
            progress=progress,
            attempts=attempts,
            created_at=created_at,
            finished_at=finished_at,
            error=error,
            meta=meta,
        )


        start_workforce_map_response_202.additional_properties = d
        return start_workforce_map_response_202

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

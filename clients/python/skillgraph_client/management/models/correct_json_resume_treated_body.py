from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.correct_json_resume_treated_body_json_resume_type_1 import CorrectJsonResumeTreatedBodyJsonResumeType1





T = TypeVar("T", bound="CorrectJsonResumeTreatedBody")



@_attrs_define
class CorrectJsonResumeTreatedBody:
    """ 
        Attributes:
            json_resume (CorrectJsonResumeTreatedBodyJsonResumeType1 | str): The CV as JSON Resume: an object, or a string
                holding one (spec 2.2)
     """

    json_resume: CorrectJsonResumeTreatedBodyJsonResumeType1 | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.correct_json_resume_treated_body_json_resume_type_1 import CorrectJsonResumeTreatedBodyJsonResumeType1 # noqa: PLC0415
        json_resume: dict[str, Any] | str
        if isinstance(self.json_resume, CorrectJsonResumeTreatedBodyJsonResumeType1):
            json_resume = self.json_resume.to_dict()
        else:
            json_resume = self.json_resume


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "json_resume": json_resume,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.correct_json_resume_treated_body_json_resume_type_1 import CorrectJsonResumeTreatedBodyJsonResumeType1 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_json_resume(data: object) -> CorrectJsonResumeTreatedBodyJsonResumeType1 | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                json_resume_type_1 = CorrectJsonResumeTreatedBodyJsonResumeType1.from_dict(data)



                return json_resume_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CorrectJsonResumeTreatedBodyJsonResumeType1 | str, data)

        json_resume = _parse_json_resume(d.pop("json_resume"))


        correct_json_resume_treated_body = cls(
            json_resume=json_resume,
        )

        return correct_json_resume_treated_body


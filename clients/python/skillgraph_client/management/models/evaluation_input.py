from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.evaluation_input_status import EvaluationInputStatus
from ..models.evaluation_input_type import EvaluationInputType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.evaluation_input_comment_type_0 import EvaluationInputCommentType0
  from ..models.evaluation_input_skills_item_type_1 import EvaluationInputSkillsItemType1





T = TypeVar("T", bound="EvaluationInput")



@_attrs_define
class EvaluationInput:
    """ 
        Attributes:
            type_ (EvaluationInputType): Kind of evaluation
            issuer_id (str): The user of the organisation who evaluates
            status (EvaluationInputStatus): draft while written, done once shared
            skills (list[EvaluationInputSkillsItemType1 | str]): Skills assessed: concept ids, or objects such as
                {"skill_uuid": "...", "level": 3}
            date (None | str | Unset): Date of the evaluation: ISO 8601 date (YYYY-MM-DD) or date-time
            comment (EvaluationInputCommentType0 | None | Unset): Free-form comments, e.g. {"manager": "...", "employee":
                "..."}
     """

    type_: EvaluationInputType
    issuer_id: str
    status: EvaluationInputStatus
    skills: list[EvaluationInputSkillsItemType1 | str]
    date: None | str | Unset = UNSET
    comment: EvaluationInputCommentType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_input_comment_type_0 import EvaluationInputCommentType0 # noqa: PLC0415
        from ..models.evaluation_input_skills_item_type_1 import EvaluationInputSkillsItemType1 # noqa: PLC0415
        type_ = self.type_.value

        issuer_id = self.issuer_id

        status = self.status.value

        skills = []
        for skills_item_data in self.skills:
            skills_item: dict[str, Any] | str
            if isinstance(skills_item_data, EvaluationInputSkillsItemType1):
                skills_item = skills_item_data.to_dict()
            else:
                skills_item = skills_item_data
            skills.append(skills_item)



        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        else:
            date = self.date

        comment: dict[str, Any] | None | Unset
        if isinstance(self.comment, Unset):
            comment = UNSET
        elif isinstance(self.comment, EvaluationInputCommentType0):
            comment = self.comment.to_dict()
        else:
            comment = self.comment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "issuer_id": issuer_id,
            "status": status,
            "skills": skills,
        })
        if date is not UNSET:
            field_dict["date"] = date
        if comment is not UNSET:
            field_dict["comment"] = comment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evaluation_input_comment_type_0 import EvaluationInputCommentType0 # noqa: PLC0415
        from ..models.evaluation_input_skills_item_type_1 import EvaluationInputSkillsItemType1 # noqa: PLC0415
        d = dict(src_dict)
        type_ = EvaluationInputType(d.pop("type"))




        issuer_id = d.pop("issuer_id")

        status = EvaluationInputStatus(d.pop("status"))




        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            def _parse_skills_item(data: object) -> EvaluationInputSkillsItemType1 | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    skills_item_type_1 = EvaluationInputSkillsItemType1.from_dict(data)



                    return skills_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(EvaluationInputSkillsItemType1 | str, data)

            skills_item = _parse_skills_item(skills_item_data)

            skills.append(skills_item)


        def _parse_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date = _parse_date(d.pop("date", UNSET))


        def _parse_comment(data: object) -> EvaluationInputCommentType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                comment_type_0 = EvaluationInputCommentType0.from_dict(data)



                return comment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationInputCommentType0 | None | Unset, data)

        comment = _parse_comment(d.pop("comment", UNSET))


        evaluation_input = cls(
            type_=type_,
            issuer_id=issuer_id,
            status=status,
            skills=skills,
            date=date,
            comment=comment,
        )

        return evaluation_input


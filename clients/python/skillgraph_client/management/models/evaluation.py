from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.evaluation_status import EvaluationStatus
from ..models.evaluation_type import EvaluationType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.evaluation_comment_type_0 import EvaluationCommentType0
  from ..models.evaluation_skills_item_type_1 import EvaluationSkillsItemType1





T = TypeVar("T", bound="Evaluation")



@_attrs_define
class Evaluation:
    """ An evaluation of a user of the organisation (annual or quarterly review, skill assessment, project debrief). Created
    with POST /v1/organisations/{organisationId}/users/{userId}/evaluations. issuer_id must be a user of the
    organisation (400 otherwise); status moves freely between draft and done. Deleting the issuing user keeps the
    evaluation and sets issuer_id (and issuer) to null.

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            user_id (str): Id of the owning User
            user (str): IRI of the owning User
            issuer (None | str): IRI of the user named by issuer_id
            date (None | str): Date of the evaluation: ISO 8601 date (YYYY-MM-DD) or date-time
            type_ (EvaluationType): Kind of evaluation
            issuer_id (None | str): The user of the organisation who evaluates
            status (EvaluationStatus): draft while written, done once shared
            skills (list[EvaluationSkillsItemType1 | str]): Skills assessed: concept ids, or objects such as {"skill_uuid":
                "...", "level": 3}
            comment (EvaluationCommentType0 | None): Free-form comments, e.g. {"manager": "...", "employee": "..."}
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    user_id: str
    user: str
    issuer: None | str
    date: None | str
    type_: EvaluationType
    issuer_id: None | str
    status: EvaluationStatus
    skills: list[EvaluationSkillsItemType1 | str]
    comment: EvaluationCommentType0 | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_comment_type_0 import EvaluationCommentType0 # noqa: PLC0415
        from ..models.evaluation_skills_item_type_1 import EvaluationSkillsItemType1 # noqa: PLC0415
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        user_id = self.user_id

        user = self.user

        issuer: None | str
        issuer = self.issuer

        date: None | str
        date = self.date

        type_ = self.type_.value

        issuer_id: None | str
        issuer_id = self.issuer_id

        status = self.status.value

        skills = []
        for skills_item_data in self.skills:
            skills_item: dict[str, Any] | str
            if isinstance(skills_item_data, EvaluationSkillsItemType1):
                skills_item = skills_item_data.to_dict()
            else:
                skills_item = skills_item_data
            skills.append(skills_item)



        comment: dict[str, Any] | None
        if isinstance(self.comment, EvaluationCommentType0):
            comment = self.comment.to_dict()
        else:
            comment = self.comment

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "organisation_id": organisation_id,
            "organisation": organisation,
            "user_id": user_id,
            "user": user,
            "issuer": issuer,
            "date": date,
            "type": type_,
            "issuer_id": issuer_id,
            "status": status,
            "skills": skills,
            "comment": comment,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evaluation_comment_type_0 import EvaluationCommentType0 # noqa: PLC0415
        from ..models.evaluation_skills_item_type_1 import EvaluationSkillsItemType1 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        user_id = d.pop("user_id")

        user = d.pop("user")

        def _parse_issuer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        issuer = _parse_issuer(d.pop("issuer"))


        def _parse_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        date = _parse_date(d.pop("date"))


        type_ = EvaluationType(d.pop("type"))




        def _parse_issuer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        issuer_id = _parse_issuer_id(d.pop("issuer_id"))


        status = EvaluationStatus(d.pop("status"))




        skills = []
        _skills = d.pop("skills")
        for skills_item_data in (_skills):
            def _parse_skills_item(data: object) -> EvaluationSkillsItemType1 | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    skills_item_type_1 = EvaluationSkillsItemType1.from_dict(data)



                    return skills_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(EvaluationSkillsItemType1 | str, data)

            skills_item = _parse_skills_item(skills_item_data)

            skills.append(skills_item)


        def _parse_comment(data: object) -> EvaluationCommentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                comment_type_0 = EvaluationCommentType0.from_dict(data)



                return comment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EvaluationCommentType0 | None, data)

        comment = _parse_comment(d.pop("comment"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        evaluation = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            user_id=user_id,
            user=user,
            issuer=issuer,
            date=date,
            type_=type_,
            issuer_id=issuer_id,
            status=status,
            skills=skills,
            comment=comment,
            created_at=created_at,
            updated_at=updated_at,
        )


        evaluation.additional_properties = d
        return evaluation

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

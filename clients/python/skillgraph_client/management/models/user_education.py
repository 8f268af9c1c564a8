from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="UserEducation")



@_attrs_define
class UserEducation:
    """ A degree or study (JSON Resume `education`).

        Attributes:
            id (str):
            organisation_id (str): Id of the owning Organisation
            organisation (str): IRI of the owning Organisation
            user_id (str): Id of the owning User
            user (str): IRI of the owning User
            institution (str): School or university
            url (None | str): Web address
            area (None | str): Field of study
            study_type (None | str): Degree, e.g. Master
            start_date (None | str): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str): End: ISO 8601 date (YYYY-MM-DD) or date-time
            score (None | str): Grade
            courses (list[str] | None): Notable courses
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
     """

    id: str
    organisation_id: str
    organisation: str
    user_id: str
    user: str
    institution: str
    url: None | str
    area: None | str
    study_type: None | str
    start_date: None | str
    end_date: None | str
    score: None | str
    courses: list[str] | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organisation_id = self.organisation_id

        organisation = self.organisation

        user_id = self.user_id

        user = self.user

        institution = self.institution

        url: None | str
        url = self.url

        area: None | str
        area = self.area

        study_type: None | str
        study_type = self.study_type

        start_date: None | str
        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

        score: None | str
        score = self.score

        courses: list[str] | None
        if isinstance(self.courses, list):
            courses = self.courses


        else:
            courses = self.courses

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
            "institution": institution,
            "url": url,
            "area": area,
            "study_type": study_type,
            "start_date": start_date,
            "end_date": end_date,
            "score": score,
            "courses": courses,
            "created_at": created_at,
            "updated_at": updated_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organisation_id = d.pop("organisation_id")

        organisation = d.pop("organisation")

        user_id = d.pop("user_id")

        user = d.pop("user")

        institution = d.pop("institution")

        def _parse_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        url = _parse_url(d.pop("url"))


        def _parse_area(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        area = _parse_area(d.pop("area"))


        def _parse_study_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        study_type = _parse_study_type(d.pop("study_type"))


        def _parse_start_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_date = _parse_start_date(d.pop("start_date"))


        def _parse_end_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_date = _parse_end_date(d.pop("end_date"))


        def _parse_score(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        score = _parse_score(d.pop("score"))


        def _parse_courses(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                courses_type_0 = cast(list[str], data)

                return courses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        courses = _parse_courses(d.pop("courses"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        user_education = cls(
            id=id,
            organisation_id=organisation_id,
            organisation=organisation,
            user_id=user_id,
            user=user,
            institution=institution,
            url=url,
            area=area,
            study_type=study_type,
            start_date=start_date,
            end_date=end_date,
            score=score,
            courses=courses,
            created_at=created_at,
            updated_at=updated_at,
        )


        user_education.additional_properties = d
        return user_education

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

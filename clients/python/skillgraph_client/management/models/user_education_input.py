from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UserEducationInput")



@_attrs_define
class UserEducationInput:
    """ 
        Attributes:
            institution (str): School or university
            url (None | str | Unset): Web address
            area (None | str | Unset): Field of study
            study_type (None | str | Unset): Degree, e.g. Master
            start_date (None | str | Unset): Start: ISO 8601 date (YYYY-MM-DD) or date-time
            end_date (None | str | Unset): End: ISO 8601 date (YYYY-MM-DD) or date-time
            score (None | str | Unset): Grade
            courses (list[str] | None | Unset): Notable courses
     """

    institution: str
    url: None | str | Unset = UNSET
    area: None | str | Unset = UNSET
    study_type: None | str | Unset = UNSET
    start_date: None | str | Unset = UNSET
    end_date: None | str | Unset = UNSET
    score: None | str | Unset = UNSET
    courses: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        institution = self.institution

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        area: None | str | Unset
        if isinstance(self.area, Unset):
            area = UNSET
        else:
            area = self.area

        study_type: None | str | Unset
        if isinstance(self.study_type, Unset):
            study_type = UNSET
        else:
            study_type = self.study_type

        start_date: None | str | Unset
        if isinstance(self.start_date, Unset):
            start_date = UNSET
        else:
            start_date = self.start_date

        end_date: None | str | Unset
        if isinstance(self.end_date, Unset):
            end_date = UNSET
        else:
            end_date = self.end_date

        score: None | str | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        else:
            score = self.score

        courses: list[str] | None | Unset
        if isinstance(self.courses, Unset):
            courses = UNSET
        elif isinstance(self.courses, list):
            courses = self.courses


        else:
            courses = self.courses


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "institution": institution,
        })
        if url is not UNSET:
            field_dict["url"] = url
        if area is not UNSET:
            field_dict["area"] = area
        if study_type is not UNSET:
            field_dict["study_type"] = study_type
        if start_date is not UNSET:
            field_dict["start_date"] = start_date
        if end_date is not UNSET:
            field_dict["end_date"] = end_date
        if score is not UNSET:
            field_dict["score"] = score
        if courses is not UNSET:
            field_dict["courses"] = courses

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        institution = d.pop("institution")

        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_area(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        area = _parse_area(d.pop("area", UNSET))


        def _parse_study_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        study_type = _parse_study_type(d.pop("study_type", UNSET))


        def _parse_start_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        start_date = _parse_start_date(d.pop("start_date", UNSET))


        def _parse_end_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_date = _parse_end_date(d.pop("end_date", UNSET))


        def _parse_score(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        score = _parse_score(d.pop("score", UNSET))


        def _parse_courses(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                courses_type_0 = cast(list[str], data)

                return courses_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        courses = _parse_courses(d.pop("courses", UNSET))


        user_education_input = cls(
            institution=institution,
            url=url,
            area=area,
            study_type=study_type,
            start_date=start_date,
            end_date=end_date,
            score=score,
            courses=courses,
        )

        return user_education_input


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_occupations_body_frameworks_item import MatchOccupationsBodyFrameworksItem
from ..models.match_occupations_body_lang import MatchOccupationsBodyLang
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MatchOccupationsBody")



@_attrs_define
class MatchOccupationsBody:
    """ One job title (`title`) or up to 100 (`titles`), in any supported language

        Attributes:
            titles (list[str] | Unset):
            title (str | Unset):
            limit (int | Unset): Matches per title Default: 5.
            threshold (float | Unset):  Default: 0.1.
            frameworks (list[MatchOccupationsBodyFrameworksItem] | Unset):
            lang (MatchOccupationsBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    titles: list[str] | Unset = UNSET
    title: str | Unset = UNSET
    limit: int | Unset = 5
    threshold: float | Unset = 0.1
    frameworks: list[MatchOccupationsBodyFrameworksItem] | Unset = UNSET
    lang: MatchOccupationsBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        titles: list[str] | Unset = UNSET
        if not isinstance(self.titles, Unset):
            titles = self.titles



        title = self.title

        limit = self.limit

        threshold = self.threshold

        frameworks: list[str] | Unset = UNSET
        if not isinstance(self.frameworks, Unset):
            frameworks = []
            for frameworks_item_data in self.frameworks:
                frameworks_item = frameworks_item_data.value
                frameworks.append(frameworks_item)



        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if titles is not UNSET:
            field_dict["titles"] = titles
        if title is not UNSET:
            field_dict["title"] = title
        if limit is not UNSET:
            field_dict["limit"] = limit
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        titles = cast(list[str], d.pop("titles", UNSET))


        title = d.pop("title", UNSET)

        limit = d.pop("limit", UNSET)

        threshold = d.pop("threshold", UNSET)

        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[MatchOccupationsBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = MatchOccupationsBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        _lang = d.pop("lang", UNSET)
        lang: MatchOccupationsBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = MatchOccupationsBodyLang(_lang)




        match_occupations_body = cls(
            titles=titles,
            title=title,
            limit=limit,
            threshold=threshold,
            frameworks=frameworks,
            lang=lang,
        )

        return match_occupations_body


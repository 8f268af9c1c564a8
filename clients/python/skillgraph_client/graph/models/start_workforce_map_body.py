from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.start_workforce_map_body_lang import StartWorkforceMapBodyLang
from ..models.start_workforce_map_body_target_framework import StartWorkforceMapBodyTargetFramework
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.start_workforce_map_body_rows_item import StartWorkforceMapBodyRowsItem





T = TypeVar("T", bound="StartWorkforceMapBody")



@_attrs_define
class StartWorkforceMapBody:
    """ 
        Attributes:
            rows (list[StartWorkforceMapBodyRowsItem]):
            target_framework (StartWorkforceMapBodyTargetFramework):
            limit (int | Unset):  Default: 3.
            threshold (float | Unset): Smallest confidence kept (the occupation search's: a title found by meaning scores
                about 0.9 or more, even one that names no occupation) Default: 0.3.
            lang (StartWorkforceMapBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
     """

    rows: list[StartWorkforceMapBodyRowsItem]
    target_framework: StartWorkforceMapBodyTargetFramework
    limit: int | Unset = 3
    threshold: float | Unset = 0.3
    lang: StartWorkforceMapBodyLang | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.start_workforce_map_body_rows_item import StartWorkforceMapBodyRowsItem # noqa: PLC0415
        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        target_framework = self.target_framework.value

        limit = self.limit

        threshold = self.threshold

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rows": rows,
            "target_framework": target_framework,
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.start_workforce_map_body_rows_item import StartWorkforceMapBodyRowsItem # noqa: PLC0415
        d = dict(src_dict)
        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = StartWorkforceMapBodyRowsItem.from_dict(rows_item_data)



            rows.append(rows_item)


        target_framework = StartWorkforceMapBodyTargetFramework(d.pop("target_framework"))




        limit = d.pop("limit", UNSET)

        threshold = d.pop("threshold", UNSET)

        _lang = d.pop("lang", UNSET)
        lang: StartWorkforceMapBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = StartWorkforceMapBodyLang(_lang)




        start_workforce_map_body = cls(
            rows=rows,
            target_framework=target_framework,
            limit=limit,
            threshold=threshold,
            lang=lang,
        )

        return start_workforce_map_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.search_sectors_response_200_meta import SearchSectorsResponse200Meta
  from ..models.search_sectors_response_200_sectors_item import SearchSectorsResponse200SectorsItem





T = TypeVar("T", bound="SearchSectorsResponse200")



@_attrs_define
class SearchSectorsResponse200:
    """ 
        Attributes:
            query (str):
            language (str):
            semantic (bool): Whether the embedding model took part
            sectors (list[SearchSectorsResponse200SectorsItem]):
            meta (SearchSectorsResponse200Meta): Present on every graph API success body
     """

    query: str
    language: str
    semantic: bool
    sectors: list[SearchSectorsResponse200SectorsItem]
    meta: SearchSectorsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.search_sectors_response_200_meta import SearchSectorsResponse200Meta # noqa: PLC0415
        from ..models.search_sectors_response_200_sectors_item import SearchSectorsResponse200SectorsItem # noqa: PLC0415
        query = self.query

        language = self.language

        semantic = self.semantic

        sectors = []
        for sectors_item_data in self.sectors:
            sectors_item = sectors_item_data.to_dict()
            sectors.append(sectors_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "query": query,
            "language": language,
            "semantic": semantic,
            "sectors": sectors,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.search_sectors_response_200_meta import SearchSectorsResponse200Meta # noqa: PLC0415
        from ..models.search_sectors_response_200_sectors_item import SearchSectorsResponse200SectorsItem # noqa: PLC0415
        d = dict(src_dict)
        query = d.pop("query")

        language = d.pop("language")

        semantic = d.pop("semantic")

        sectors = []
        _sectors = d.pop("sectors")
        for sectors_item_data in (_sectors):
            sectors_item = SearchSectorsResponse200SectorsItem.from_dict(sectors_item_data)



            sectors.append(sectors_item)


        meta = SearchSectorsResponse200Meta.from_dict(d.pop("meta"))




        search_sectors_response_200 = cls(
            query=query,
            language=language,
            semantic=semantic,
            sectors=sectors,
            meta=meta,
        )


        search_sectors_response_200.additional_properties = d
        return search_sectors_response_200

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

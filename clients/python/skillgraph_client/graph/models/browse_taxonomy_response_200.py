from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.browse_taxonomy_response_200_meta import BrowseTaxonomyResponse200Meta
  from ..models.browse_taxonomy_response_200_nodes_item import BrowseTaxonomyResponse200NodesItem
  from ..models.browse_taxonomy_response_200_parent_type_0 import BrowseTaxonomyResponse200ParentType0





T = TypeVar("T", bound="BrowseTaxonomyResponse200")



@_attrs_define
class BrowseTaxonomyResponse200:
    """ 
        Attributes:
            parent (BrowseTaxonomyResponse200ParentType0 | None):
            framework (None | str):
            nodes (list[BrowseTaxonomyResponse200NodesItem]):
            total (int):
            page (int):
            items_per_page (int):
            pages (int):
            meta (BrowseTaxonomyResponse200Meta): Present on every graph API success body
     """

    parent: BrowseTaxonomyResponse200ParentType0 | None
    framework: None | str
    nodes: list[BrowseTaxonomyResponse200NodesItem]
    total: int
    page: int
    items_per_page: int
    pages: int
    meta: BrowseTaxonomyResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.browse_taxonomy_response_200_meta import BrowseTaxonomyResponse200Meta # noqa: PLC0415
        from ..models.browse_taxonomy_response_200_nodes_item import BrowseTaxonomyResponse200NodesItem # noqa: PLC0415
        from ..models.browse_taxonomy_response_200_parent_type_0 import BrowseTaxonomyResponse200ParentType0 # noqa: PLC0415
        parent: dict[str, Any] | None
        if isinstance(self.parent, BrowseTaxonomyResponse200ParentType0):
            parent = self.parent.to_dict()
        else:
            parent = self.parent

        framework: None | str
        framework = self.framework

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)



        total = self.total

        page = self.page

        items_per_page = self.items_per_page

        pages = self.pages

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "parent": parent,
            "framework": framework,
            "nodes": nodes,
            "total": total,
            "page": page,
            "itemsPerPage": items_per_page,
            "pages": pages,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.browse_taxonomy_response_200_meta import BrowseTaxonomyResponse200Meta # noqa: PLC0415
        from ..models.browse_taxonomy_response_200_nodes_item import BrowseTaxonomyResponse200NodesItem # noqa: PLC0415
        from ..models.browse_taxonomy_response_200_parent_type_0 import BrowseTaxonomyResponse200ParentType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_parent(data: object) -> BrowseTaxonomyResponse200ParentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parent_type_0 = BrowseTaxonomyResponse200ParentType0.from_dict(data)



                return parent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BrowseTaxonomyResponse200ParentType0 | None, data)

        parent = _parse_parent(d.pop("parent"))


        def _parse_framework(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        framework = _parse_framework(d.pop("framework"))


        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in (_nodes):
            nodes_item = BrowseTaxonomyResponse200NodesItem.from_dict(nodes_item_data)



            nodes.append(nodes_item)


        total = d.pop("total")

        page = d.pop("page")

        items_per_page = d.pop("itemsPerPage")

        pages = d.pop("pages")

        meta = BrowseTaxonomyResponse200Meta.from_dict(d.pop("meta"))




        browse_taxonomy_response_200 = cls(
            parent=parent,
            framework=framework,
            nodes=nodes,
            total=total,
            page=page,
            items_per_page=items_per_page,
            pages=pages,
            meta=meta,
        )


        browse_taxonomy_response_200.additional_properties = d
        return browse_taxonomy_response_200

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

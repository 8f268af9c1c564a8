from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.career_transitions_response_200_from import CareerTransitionsResponse200From
  from ..models.career_transitions_response_200_meta import CareerTransitionsResponse200Meta
  from ..models.career_transitions_response_200_transitions_item import CareerTransitionsResponse200TransitionsItem





T = TypeVar("T", bound="CareerTransitionsResponse200")



@_attrs_define
class CareerTransitionsResponse200:
    """ 
        Attributes:
            from_ (CareerTransitionsResponse200From):
            transitions (list[CareerTransitionsResponse200TransitionsItem]):
            meta (CareerTransitionsResponse200Meta): Present on every graph API success body
     """

    from_: CareerTransitionsResponse200From
    transitions: list[CareerTransitionsResponse200TransitionsItem]
    meta: CareerTransitionsResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.career_transitions_response_200_from import CareerTransitionsResponse200From # noqa: PLC0415
        from ..models.career_transitions_response_200_meta import CareerTransitionsResponse200Meta # noqa: PLC0415
        from ..models.career_transitions_response_200_transitions_item import CareerTransitionsResponse200TransitionsItem # noqa: PLC0415
        from_ = self.from_.to_dict()

        transitions = []
        for transitions_item_data in self.transitions:
            transitions_item = transitions_item_data.to_dict()
            transitions.append(transitions_item)



        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "transitions": transitions,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.career_transitions_response_200_from import CareerTransitionsResponse200From # noqa: PLC0415
        from ..models.career_transitions_response_200_meta import CareerTransitionsResponse200Meta # noqa: PLC0415
        from ..models.career_transitions_response_200_transitions_item import CareerTransitionsResponse200TransitionsItem # noqa: PLC0415
        d = dict(src_dict)
        from_ = CareerTransitionsResponse200From.from_dict(d.pop("from"))




        transitions = []
        _transitions = d.pop("transitions")
        for transitions_item_data in (_transitions):
            transitions_item = CareerTransitionsResponse200TransitionsItem.from_dict(transitions_item_data)



            transitions.append(transitions_item)


        meta = CareerTransitionsResponse200Meta.from_dict(d.pop("meta"))




        career_transitions_response_200 = cls(
            from_=from_,
            transitions=transitions,
            meta=meta,
        )


        career_transitions_response_200.additional_properties = d
        return career_transitions_response_200

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

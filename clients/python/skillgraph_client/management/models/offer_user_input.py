from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.offer_user_input_status import OfferUserInputStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OfferUserInput")



@_attrs_define
class OfferUserInput:
    """ 
        Attributes:
            user_id (str): A user of the organisation
            status (OfferUserInputStatus): Where the user stands
            comment (None | str | Unset): Notes of the recruiters
     """

    user_id: str
    status: OfferUserInputStatus
    comment: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        status = self.status.value

        comment: None | str | Unset
        if isinstance(self.comment, Unset):
            comment = UNSET
        else:
            comment = self.comment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "user_id": user_id,
            "status": status,
        })
        if comment is not UNSET:
            field_dict["comment"] = comment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        status = OfferUserInputStatus(d.pop("status"))




        def _parse_comment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        comment = _parse_comment(d.pop("comment", UNSET))


        offer_user_input = cls(
            user_id=user_id,
            status=status,
            comment=comment,
        )

        return offer_user_input


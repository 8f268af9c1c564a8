from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.login_response_200_token_type import LoginResponse200TokenType






T = TypeVar("T", bound="LoginResponse200")



@_attrs_define
class LoginResponse200:
    """ 
        Attributes:
            access_token (str): JWT for Authorization: Bearer; lives 900 s
            token_type (LoginResponse200TokenType):
            expires_in (int): Seconds the access token lives
            refresh_token (str): Exchange at POST /auth/refresh for a new pair; good for one exchange, 30 days
     """

    access_token: str
    token_type: LoginResponse200TokenType
    expires_in: int
    refresh_token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        access_token = self.access_token

        token_type = self.token_type.value

        expires_in = self.expires_in

        refresh_token = self.refresh_token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "access_token": access_token,
            "token_type": token_type,
            "expires_in": expires_in,
            "refresh_token": refresh_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        access_token = d.pop("access_token")

        token_type = LoginResponse200TokenType(d.pop("token_type"))




        expires_in = d.pop("expires_in")

        refresh_token = d.pop("refresh_token")

        login_response_200 = cls(
            access_token=access_token,
            token_type=token_type,
            expires_in=expires_in,
            refresh_token=refresh_token,
        )


        login_response_200.additional_properties = d
        return login_response_200

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

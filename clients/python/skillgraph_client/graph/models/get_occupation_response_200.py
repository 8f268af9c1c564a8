from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.get_occupation_response_200_type import GetOccupationResponse200Type
from typing import cast

if TYPE_CHECKING:
  from ..models.get_occupation_response_200_attributes import GetOccupationResponse200Attributes
  from ..models.get_occupation_response_200_broader_item import GetOccupationResponse200BroaderItem
  from ..models.get_occupation_response_200_descriptions import GetOccupationResponse200Descriptions
  from ..models.get_occupation_response_200_labels import GetOccupationResponse200Labels
  from ..models.get_occupation_response_200_meta import GetOccupationResponse200Meta
  from ..models.get_occupation_response_200_skills import GetOccupationResponse200Skills





T = TypeVar("T", bound="GetOccupationResponse200")



@_attrs_define
class GetOccupationResponse200:
    """ 
        Attributes:
            uri (str):
            id (str):
            label (str):
            framework (None | str):
            kind (str): Skill, SkillGroup, Occupation, OccupationGroup or Sector
            type_ (GetOccupationResponse200Type):
            language (str): Language of `label` and `description`
            description (None | str):
            code (None | str):
            source_uri (None | str):
            source_version (None | str):
            status (None | str):
            retired_at (None | str):
            labels (GetOccupationResponse200Labels): Preferred, alternative and hidden labels per language code
            descriptions (GetOccupationResponse200Descriptions):
            referentials (list[str]):
            broader (list[GetOccupationResponse200BroaderItem]):
            attributes (GetOccupationResponse200Attributes): Framework-specific properties
            skills (GetOccupationResponse200Skills):
            meta (GetOccupationResponse200Meta): Present on every graph API success body
     """

    uri: str
    id: str
    label: str
    framework: None | str
    kind: str
    type_: GetOccupationResponse200Type
    language: str
    description: None | str
    code: None | str
    source_uri: None | str
    source_version: None | str
    status: None | str
    retired_at: None | str
    labels: GetOccupationResponse200Labels
    descriptions: GetOccupationResponse200Descriptions
    referentials: list[str]
    broader: list[GetOccupationResponse200BroaderItem]
    attributes: GetOccupationResponse200Attributes
    skills: GetOccupationResponse200Skills
    meta: GetOccupationResponse200Meta
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.get_occupation_response_200_attributes import GetOccupationResponse200Attributes # noqa: PLC0415
        from ..models.get_occupation_response_200_broader_item import GetOccupationResponse200BroaderItem # noqa: PLC0415
        from ..models.get_occupation_response_200_descriptions import GetOccupationResponse200Descriptions # noqa: PLC0415
        from ..models.get_occupation_response_200_labels import GetOccupationResponse200Labels # noqa: PLC0415
        from ..models.get_occupation_response_200_meta import GetOccupationResponse200Meta # noqa: PLC0415
        from ..models.get_occupation_response_200_skills import GetOccupationResponse200Skills # noqa: PLC0415
        uri = self.uri

        id = self.id

        label = self.label

        framework: None | str
        framework = self.framework

        kind = self.kind

        type_ = self.type_.value

        language = self.language

        description: None | str
        description = self.description

        code: None | str
        code = self.code

        source_uri: None | str
        source_uri = self.source_uri

        source_version: None | str
        source_version = self.source_version

        status: None | str
        status = self.status

        retired_at: None | str
        retired_at = self.retired_at

        labels = self.labels.to_dict()

        descriptions = self.descriptions.to_dict()

        referentials = self.referentials



        broader = []
        for broader_item_data in self.broader:
            broader_item = broader_item_data.to_dict()
            broader.append(broader_item)



        attributes = self.attributes.to_dict()

        skills = self.skills.to_dict()

        meta = self.meta.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "uri": uri,
            "id": id,
            "label": label,
            "framework": framework,
            "kind": kind,
            "type": type_,
            "language": language,
            "description": description,
            "code": code,
            "source_uri": source_uri,
            "source_version": source_version,
            "status": status,
            "retired_at": retired_at,
            "labels": labels,
            "descriptions": descriptions,
            "referentials": referentials,
            "broader": broader,
            "attributes": attributes,
            "skills": skills,
            "meta": meta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_occupation_response_200_attributes import GetOccupationResponse200Attributes # noqa: PLC0415
        from ..models.get_occupation_response_200_broader_item import GetOccupationResponse200BroaderItem # noqa: PLC0415
        from ..models.get_occupation_response_200_descriptions import GetOccupationResponse200Descriptions # noqa: PLC0415
        from ..models.get_occupation_response_200_labels import GetOccupationResponse200Labels # noqa: PLC0415
        from ..models.get_occupation_response_200_meta import GetOccupationResponse200Meta # noqa: PLC0415
        from ..models.get_occupation_response_200_skills import GetOccupationResponse200Skills # noqa: PLC0415
        d = dict(src_dict)
        uri = d.pop("uri")

        id = d.pop("id")

        label = d.pop("label")

        def _parse_framework(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        framework = _parse_framework(d.pop("framework"))


        kind = d.pop("kind")

        type_ = GetOccupationResponse200Type(d.pop("type"))




        language = d.pop("language")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))


        def _parse_source_uri(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_uri = _parse_source_uri(d.pop("source_uri"))


        def _parse_source_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_version = _parse_source_version(d.pop("source_version"))


        def _parse_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        status = _parse_status(d.pop("status"))


        def _parse_retired_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        retired_at = _parse_retired_at(d.pop("retired_at"))


        labels = GetOccupationResponse200Labels.from_dict(d.pop("labels"))




        descriptions = GetOccupationResponse200Descriptions.from_dict(d.pop("descriptions"))




        referentials = cast(list[str], d.pop("referentials"))


        broader = []
        _broader = d.pop("broader")
        for broader_item_data in (_broader):
            broader_item = GetOccupationResponse200BroaderItem.from_dict(broader_item_data)



            broader.append(broader_item)


        attributes = GetOccupationResponse200Attributes.from_dict(d.pop("attributes"))




        skills = GetOccupationResponse200Skills.from_dict(d.pop("skills"))




        meta = GetOccupationResponse200Meta.from_dict(d.pop("meta"))




        get_occupation_response_200 = cls(
            uri=uri,
            id=id,
            label=label,
            framework=framework,
            kind=kind,
            type_=type_,
            language=language,
            description=description,
            code=code,
            source_uri=source_uri,
            source_version=source_version,
            status=status,
            retired_at=retired_at,
            labels=labels,
            descriptions=descriptions,
            referentials=referentials,
            broader=broader,
            attributes=attributes,
            skills=skills,
            meta=meta,
        )


        get_occupation_response_200.additional_properties = d
        return get_occupation_response_200

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

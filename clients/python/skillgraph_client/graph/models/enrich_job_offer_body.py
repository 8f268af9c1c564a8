from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enrich_job_offer_body_frameworks_item import EnrichJobOfferBodyFrameworksItem
from ..models.enrich_job_offer_body_lang import EnrichJobOfferBodyLang
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.enrich_job_offer_body_job_offer import EnrichJobOfferBodyJobOffer





T = TypeVar("T", bound="EnrichJobOfferBody")



@_attrs_define
class EnrichJobOfferBody:
    """ 
        Attributes:
            job_offer (EnrichJobOfferBodyJobOffer):
            lang (EnrichJobOfferBodyLang | Unset): Language of labels in the answer; default: the Accept-Language header,
                else English. A concept without a label in that language is shown in English, else in the language its framework
                has.
            frameworks (list[EnrichJobOfferBodyFrameworksItem] | Unset): Frameworks to draw skills from, the first preferred
                when a name is ambiguous (default ESCO)
            threshold (float | Unset): Least confidence of a skill to report (default 0.5)
            semantic (bool | Unset):
     """

    job_offer: EnrichJobOfferBodyJobOffer
    lang: EnrichJobOfferBodyLang | Unset = UNSET
    frameworks: list[EnrichJobOfferBodyFrameworksItem] | Unset = UNSET
    threshold: float | Unset = UNSET
    semantic: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.enrich_job_offer_body_job_offer import EnrichJobOfferBodyJobOffer # noqa: PLC0415
        job_offer = self.job_offer.to_dict()

        lang: str | Unset = UNSET
        if not isinstance(self.lang, Unset):
            lang = self.lang.value


        frameworks: list[str] | Unset = UNSET
        if not isinstance(self.frameworks, Unset):
            frameworks = []
            for frameworks_item_data in self.frameworks:
                frameworks_item = frameworks_item_data.value
                frameworks.append(frameworks_item)



        threshold = self.threshold

        semantic = self.semantic


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "job_offer": job_offer,
        })
        if lang is not UNSET:
            field_dict["lang"] = lang
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks
        if threshold is not UNSET:
            field_dict["threshold"] = threshold
        if semantic is not UNSET:
            field_dict["semantic"] = semantic

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.enrich_job_offer_body_job_offer import EnrichJobOfferBodyJobOffer # noqa: PLC0415
        d = dict(src_dict)
        job_offer = EnrichJobOfferBodyJobOffer.from_dict(d.pop("job_offer"))




        _lang = d.pop("lang", UNSET)
        lang: EnrichJobOfferBodyLang | Unset
        if isinstance(_lang,  Unset):
            lang = UNSET
        else:
            lang = EnrichJobOfferBodyLang(_lang)




        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[EnrichJobOfferBodyFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = EnrichJobOfferBodyFrameworksItem(frameworks_item_data)



                frameworks.append(frameworks_item)


        threshold = d.pop("threshold", UNSET)

        semantic = d.pop("semantic", UNSET)

        enrich_job_offer_body = cls(
            job_offer=job_offer,
            lang=lang,
            frameworks=frameworks,
            threshold=threshold,
            semantic=semantic,
        )

        return enrich_job_offer_body


from enum import StrEnum

class EnrichJobOfferResponse200JobOfferRemote(StrEnum):
    HYBRID = "hybrid"
    ON_SITE = "on_site"
    REMOTE = "remote"

    def __str__(self) -> str:
        return str(self.value)

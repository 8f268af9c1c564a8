from enum import StrEnum

class OfferStatus(StrEnum):
    CLOSED = "closed"
    DRAFT = "draft"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)

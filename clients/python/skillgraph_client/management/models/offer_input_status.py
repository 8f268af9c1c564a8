from enum import StrEnum

class OfferInputStatus(StrEnum):
    CLOSED = "closed"
    DRAFT = "draft"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class OfferUserInputStatus(StrEnum):
    APPLIED = "applied"
    HIRED = "hired"
    REJECTED = "rejected"
    SHORTLISTED = "shortlisted"

    def __str__(self) -> str:
        return str(self.value)

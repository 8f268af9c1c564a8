from enum import StrEnum

class OfferUserStatus(StrEnum):
    APPLIED = "applied"
    HIRED = "hired"
    REJECTED = "rejected"
    SHORTLISTED = "shortlisted"

    def __str__(self) -> str:
        return str(self.value)

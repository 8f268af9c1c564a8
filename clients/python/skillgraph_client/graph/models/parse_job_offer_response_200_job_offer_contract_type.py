from enum import StrEnum

class ParseJobOfferResponse200JobOfferContractType(StrEnum):
    APPRENTICESHIP = "apprenticeship"
    FIXED_TERM = "fixed_term"
    FREELANCE = "freelance"
    INTERNSHIP = "internship"
    PERMANENT = "permanent"
    TEMPORARY = "temporary"

    def __str__(self) -> str:
        return str(self.value)

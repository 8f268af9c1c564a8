from enum import StrEnum

class UpdateOrganisationJsonJobPostingBodyStatus(StrEnum):
    CANCELLED = "CANCELLED"
    CONFIRMED = "CONFIRMED"
    DRAFT = "DRAFT"
    VALIDATED = "VALIDATED"

    def __str__(self) -> str:
        return str(self.value)

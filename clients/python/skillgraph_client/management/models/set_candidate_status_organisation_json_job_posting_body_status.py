from enum import StrEnum

class SetCandidateStatusOrganisationJsonJobPostingBodyStatus(StrEnum):
    IN_REVIEW = "IN_REVIEW"
    PENDING = "PENDING"
    VALIDATED = "VALIDATED"

    def __str__(self) -> str:
        return str(self.value)

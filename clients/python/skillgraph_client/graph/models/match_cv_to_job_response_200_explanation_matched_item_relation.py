from enum import StrEnum

class MatchCvToJobResponse200ExplanationMatchedItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

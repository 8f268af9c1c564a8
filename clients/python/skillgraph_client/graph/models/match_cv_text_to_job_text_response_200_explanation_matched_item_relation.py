from enum import StrEnum

class MatchCvTextToJobTextResponse200ExplanationMatchedItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

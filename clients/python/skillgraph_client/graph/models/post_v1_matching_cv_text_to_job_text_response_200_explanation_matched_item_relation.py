from enum import StrEnum

class PostV1MatchingCvTextToJobTextResponse200ExplanationMatchedItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

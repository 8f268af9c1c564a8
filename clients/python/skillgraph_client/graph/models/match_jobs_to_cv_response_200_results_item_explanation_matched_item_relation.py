from enum import StrEnum

class MatchJobsToCvResponse200ResultsItemExplanationMatchedItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

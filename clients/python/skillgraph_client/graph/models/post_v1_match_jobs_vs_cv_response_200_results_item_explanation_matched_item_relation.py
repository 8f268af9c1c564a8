from enum import StrEnum

class PostV1MatchJobsVsCvResponse200ResultsItemExplanationMatchedItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

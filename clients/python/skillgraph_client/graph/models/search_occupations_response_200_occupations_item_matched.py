from enum import StrEnum

class SearchOccupationsResponse200OccupationsItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SearchOccupationsEarlierResponse200OccupationsItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

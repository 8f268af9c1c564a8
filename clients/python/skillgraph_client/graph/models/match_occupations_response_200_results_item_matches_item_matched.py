from enum import StrEnum

class MatchOccupationsResponse200ResultsItemMatchesItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PostV1MatchOccupationResponse200ResultsItemMatchesItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

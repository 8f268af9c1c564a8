from enum import StrEnum

class SearchSkillsResponse200SkillsItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

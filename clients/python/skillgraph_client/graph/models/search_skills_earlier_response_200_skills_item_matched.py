from enum import StrEnum

class SearchSkillsEarlierResponse200SkillsItemMatched(StrEnum):
    BOTH = "both"
    LEXICAL = "lexical"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

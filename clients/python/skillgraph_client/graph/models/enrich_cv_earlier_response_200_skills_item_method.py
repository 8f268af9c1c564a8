from enum import StrEnum

class EnrichCvEarlierResponse200SkillsItemMethod(StrEnum):
    NAME = "name"
    SEARCH = "search"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

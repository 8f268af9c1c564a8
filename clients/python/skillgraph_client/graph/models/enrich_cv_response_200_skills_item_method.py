from enum import StrEnum

class EnrichCvResponse200SkillsItemMethod(StrEnum):
    NAME = "name"
    SEARCH = "search"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

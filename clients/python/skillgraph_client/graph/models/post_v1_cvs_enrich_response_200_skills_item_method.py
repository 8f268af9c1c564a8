from enum import StrEnum

class PostV1CvsEnrichResponse200SkillsItemMethod(StrEnum):
    NAME = "name"
    SEARCH = "search"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

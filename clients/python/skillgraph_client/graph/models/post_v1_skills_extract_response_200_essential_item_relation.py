from enum import StrEnum

class PostV1SkillsExtractResponse200EssentialItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

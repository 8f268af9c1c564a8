from enum import StrEnum

class PostV1SkillsExtractResponse200OptionalItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

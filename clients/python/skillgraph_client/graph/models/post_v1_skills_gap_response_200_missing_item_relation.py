from enum import StrEnum

class PostV1SkillsGapResponse200MissingItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

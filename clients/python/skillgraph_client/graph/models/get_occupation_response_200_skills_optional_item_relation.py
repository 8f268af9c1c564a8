from enum import StrEnum

class GetOccupationResponse200SkillsOptionalItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

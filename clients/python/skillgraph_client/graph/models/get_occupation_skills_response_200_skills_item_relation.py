from enum import StrEnum

class GetOccupationSkillsResponse200SkillsItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

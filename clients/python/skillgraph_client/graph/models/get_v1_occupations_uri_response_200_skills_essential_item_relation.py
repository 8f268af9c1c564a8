from enum import StrEnum

class GetV1OccupationsUriResponse200SkillsEssentialItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

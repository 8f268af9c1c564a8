from enum import StrEnum

class GetV1OccupationsUriResponse200SkillsOptionalItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

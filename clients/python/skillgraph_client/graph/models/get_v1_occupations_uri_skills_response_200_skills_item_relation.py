from enum import StrEnum

class GetV1OccupationsUriSkillsResponse200SkillsItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

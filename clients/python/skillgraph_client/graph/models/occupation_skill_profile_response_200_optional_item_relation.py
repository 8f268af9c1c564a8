from enum import StrEnum

class OccupationSkillProfileResponse200OptionalItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

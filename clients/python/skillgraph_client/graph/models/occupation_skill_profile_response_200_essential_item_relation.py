from enum import StrEnum

class OccupationSkillProfileResponse200EssentialItemRelation(StrEnum):
    ESSENTIAL = "essential"
    OPTIONAL = "optional"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetSkillResponse200Type(StrEnum):
    OCCUPATION = "occupation"
    SECTOR = "sector"
    SKILL = "skill"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SkillGapResponse200MissingItemEstimate(StrEnum):
    COURSE = "course"
    DEFAULT = "default"
    PROGRAM = "program"

    def __str__(self) -> str:
        return str(self.value)

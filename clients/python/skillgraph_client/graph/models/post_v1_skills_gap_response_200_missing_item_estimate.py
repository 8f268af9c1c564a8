from enum import StrEnum

class PostV1SkillsGapResponse200MissingItemEstimate(StrEnum):
    COURSE = "course"
    DEFAULT = "default"
    PROGRAM = "program"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PostV1CvsExtractSkillsBodyFrameworksItem(StrEnum):
    ESCO = "ESCO"
    ONET = "ONET"
    ROME = "ROME"

    def __str__(self) -> str:
        return str(self.value)

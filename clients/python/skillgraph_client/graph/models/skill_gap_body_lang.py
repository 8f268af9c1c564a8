from enum import StrEnum

class SkillGapBodyLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

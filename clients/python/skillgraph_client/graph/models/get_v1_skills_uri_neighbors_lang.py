from enum import StrEnum

class GetV1SkillsUriNeighborsLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

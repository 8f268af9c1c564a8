from enum import StrEnum

class CrosswalkLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class MatchCvTextToJobTextBodyLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class EnrichCvEarlierBodyLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

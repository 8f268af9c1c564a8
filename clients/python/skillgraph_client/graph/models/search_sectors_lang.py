from enum import StrEnum

class SearchSectorsLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"

    def __str__(self) -> str:
        return str(self.value)

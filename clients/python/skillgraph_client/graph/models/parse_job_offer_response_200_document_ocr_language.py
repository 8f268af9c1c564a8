from enum import StrEnum

class ParseJobOfferResponse200DocumentOcrLanguage(StrEnum):
    DE = "de"
    EN = "en"
    ES = "es"
    FR = "fr"
    IT = "it"
    NL = "nl"
    PL = "pl"
    PT = "pt"

    def __str__(self) -> str:
        return str(self.value)

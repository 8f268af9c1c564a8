from enum import StrEnum

class TreatCvTextResponse200DocumentFormat(StrEnum):
    PDF = "pdf"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)

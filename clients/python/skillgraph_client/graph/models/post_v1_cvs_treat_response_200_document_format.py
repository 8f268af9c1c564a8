from enum import StrEnum

class PostV1CvsTreatResponse200DocumentFormat(StrEnum):
    PDF = "pdf"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)

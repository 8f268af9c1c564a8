from enum import StrEnum

class CrosswalkResponse200CorrespondencesItemMatch(StrEnum):
    BROAD = "broad"
    CLOSE = "close"
    EXACT = "exact"
    NARROW = "narrow"

    def __str__(self) -> str:
        return str(self.value)

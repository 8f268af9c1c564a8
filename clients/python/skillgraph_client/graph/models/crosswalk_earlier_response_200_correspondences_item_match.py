from enum import StrEnum

class CrosswalkEarlierResponse200CorrespondencesItemMatch(StrEnum):
    BROAD = "broad"
    CLOSE = "close"
    EXACT = "exact"
    NARROW = "narrow"

    def __str__(self) -> str:
        return str(self.value)

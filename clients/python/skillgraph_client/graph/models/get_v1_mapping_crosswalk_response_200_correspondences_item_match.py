from enum import StrEnum

class GetV1MappingCrosswalkResponse200CorrespondencesItemMatch(StrEnum):
    BROAD = "broad"
    CLOSE = "close"
    EXACT = "exact"
    NARROW = "narrow"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetV1SkillsUriNeighborsResponse200RelatedItemDirection(StrEnum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return str(self.value)

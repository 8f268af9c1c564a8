from enum import StrEnum

class GetSkillNeighborsResponse200RelatedItemDirection(StrEnum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetSkillNeighborsResponse200PrerequisitesItemDirection(StrEnum):
    INCOMING = "incoming"
    OUTGOING = "outgoing"

    def __str__(self) -> str:
        return str(self.value)

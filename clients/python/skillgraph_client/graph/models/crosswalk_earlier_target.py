from enum import StrEnum

class CrosswalkEarlierTarget(StrEnum):
    COMPETENT = "competent"
    ESCO = "esco"
    ONET = "onet"
    ROME = "rome"
    SSF = "ssf"

    def __str__(self) -> str:
        return str(self.value)

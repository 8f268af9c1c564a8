from enum import StrEnum

class ParseJobOfferFramework(StrEnum):
    ESCO = "ESCO"
    ONET = "ONET"
    ROME = "ROME"

    def __str__(self) -> str:
        return str(self.value)

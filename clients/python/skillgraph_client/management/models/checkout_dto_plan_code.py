from enum import StrEnum

class CheckoutDtoPlanCode(StrEnum):
    BUILDER = "builder"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)

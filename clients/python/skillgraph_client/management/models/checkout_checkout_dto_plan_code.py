from enum import StrEnum

class CheckoutCheckoutDtoPlanCode(StrEnum):
    BUILDER = "builder"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)

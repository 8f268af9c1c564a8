from enum import StrEnum

class CheckoutResponse201Provider(StrEnum):
    STRIPE = "stripe"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetCreditsResponse200BillingMode(StrEnum):
    BY_QUOTE = "by_quote"
    FREE_SOFT_BLOCK = "free_soft_block"
    METERED_OVERAGE = "metered_overage"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetPlanResponse200OveragePolicy(StrEnum):
    BILLED = "billed"
    BY_QUOTE = "by_quote"
    SOFT_BLOCK = "soft_block"

    def __str__(self) -> str:
        return str(self.value)

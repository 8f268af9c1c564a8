from enum import StrEnum

class ListPlansResponse200HydramemberItemOveragePolicy(StrEnum):
    BILLED = "billed"
    BY_QUOTE = "by_quote"
    SOFT_BLOCK = "soft_block"

    def __str__(self) -> str:
        return str(self.value)

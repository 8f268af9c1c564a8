from enum import StrEnum

class DowngradeToFreeDowngradeToFreeDtoPlanCode(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)

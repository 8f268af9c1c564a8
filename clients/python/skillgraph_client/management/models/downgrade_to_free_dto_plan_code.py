from enum import StrEnum

class DowngradeToFreeDtoPlanCode(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)

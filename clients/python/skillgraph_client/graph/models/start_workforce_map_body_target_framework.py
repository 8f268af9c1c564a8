from enum import StrEnum

class StartWorkforceMapBodyTargetFramework(StrEnum):
    ESCO = "ESCO"
    ONET = "ONET"
    ONS = "ONS"
    ROME = "ROME"

    def __str__(self) -> str:
        return str(self.value)

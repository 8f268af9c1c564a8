from enum import StrEnum

class DevCheckoutDtoPlanCode(StrEnum):
    BUILDER = "builder"
    DISCOVERY = "discovery"
    OMNI = "omni"
    PARTNER = "partner"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)

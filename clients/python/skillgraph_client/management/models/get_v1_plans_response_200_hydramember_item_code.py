from enum import StrEnum

class GetV1PlansResponse200HydramemberItemCode(StrEnum):
    BUILDER = "builder"
    DISCOVERY = "discovery"
    OMNI = "omni"
    PARTNER = "partner"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)

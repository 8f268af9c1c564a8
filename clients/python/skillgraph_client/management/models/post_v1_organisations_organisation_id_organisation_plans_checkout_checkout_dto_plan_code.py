from enum import StrEnum

class PostV1OrganisationsOrganisationIdOrganisationPlansCheckoutCheckoutDtoPlanCode(StrEnum):
    BUILDER = "builder"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PostV1OrganisationsOrganisationIdOrganisationPlansCheckoutResponse201Provider(StrEnum):
    STRIPE = "stripe"

    def __str__(self) -> str:
        return str(self.value)

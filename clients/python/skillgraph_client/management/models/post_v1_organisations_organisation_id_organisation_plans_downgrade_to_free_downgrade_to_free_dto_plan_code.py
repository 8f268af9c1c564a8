from enum import StrEnum

class PostV1OrganisationsOrganisationIdOrganisationPlansDowngradeToFreeDowngradeToFreeDtoPlanCode(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)

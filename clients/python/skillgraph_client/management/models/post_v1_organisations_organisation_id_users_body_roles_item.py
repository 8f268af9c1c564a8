from enum import StrEnum

class PostV1OrganisationsOrganisationIdUsersBodyRolesItem(StrEnum):
    ADMIN = "admin"
    BILLING = "billing"
    MANAGER = "manager"
    MEMBER = "member"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class CreateUserBodyRolesItem(StrEnum):
    ADMIN = "admin"
    BILLING = "billing"
    MANAGER = "manager"
    MEMBER = "member"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)

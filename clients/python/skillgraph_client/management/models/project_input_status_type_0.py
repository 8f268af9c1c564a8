from enum import StrEnum

class ProjectInputStatusType0(StrEnum):
    ACTIVE = "active"
    CANCELLED = "cancelled"
    DONE = "done"
    PLANNED = "planned"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class HealthResponse200Status(StrEnum):
    HEALTHY = "healthy"
    UNHEALTHY = "unhealthy"

    def __str__(self) -> str:
        return str(self.value)

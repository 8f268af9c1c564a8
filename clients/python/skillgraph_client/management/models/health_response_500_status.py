from enum import StrEnum

class HealthResponse500Status(StrEnum):
    HEALTHY = "healthy"
    UNHEALTHY = "unhealthy"

    def __str__(self) -> str:
        return str(self.value)

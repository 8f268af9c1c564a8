from enum import StrEnum

class CreateApiKeyResponse201Origin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class CreateApiKeyBodyOrigin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

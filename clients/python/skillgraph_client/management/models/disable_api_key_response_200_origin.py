from enum import StrEnum

class DisableApiKeyResponse200Origin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GetApiKeyResponse200Origin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

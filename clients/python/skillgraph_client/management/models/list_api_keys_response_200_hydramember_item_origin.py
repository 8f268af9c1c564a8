from enum import StrEnum

class ListApiKeysResponse200HydramemberItemOrigin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

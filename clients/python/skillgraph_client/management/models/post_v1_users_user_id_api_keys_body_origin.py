from enum import StrEnum

class PostV1UsersUserIdApiKeysBodyOrigin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

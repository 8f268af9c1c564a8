from enum import StrEnum

class GetV1UsersUserIdApiKeysApiKeyIdResponse200Origin(StrEnum):
    API = "api"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class OauthTokenResponse200TokenType(StrEnum):
    BEARER = "Bearer"

    def __str__(self) -> str:
        return str(self.value)

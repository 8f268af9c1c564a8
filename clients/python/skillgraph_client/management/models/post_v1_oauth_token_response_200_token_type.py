from enum import StrEnum

class PostV1OauthTokenResponse200TokenType(StrEnum):
    BEARER = "Bearer"

    def __str__(self) -> str:
        return str(self.value)

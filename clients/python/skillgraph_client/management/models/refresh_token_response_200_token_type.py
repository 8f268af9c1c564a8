from enum import StrEnum

class RefreshTokenResponse200TokenType(StrEnum):
    BEARER = "Bearer"

    def __str__(self) -> str:
        return str(self.value)

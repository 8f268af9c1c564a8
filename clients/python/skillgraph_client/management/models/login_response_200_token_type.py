from enum import StrEnum

class LoginResponse200TokenType(StrEnum):
    BEARER = "Bearer"

    def __str__(self) -> str:
        return str(self.value)

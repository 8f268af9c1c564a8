from enum import StrEnum

class RegisterOAuthClientBodyGrantTypesItem(StrEnum):
    CLIENT_CREDENTIALS = "client_credentials"

    def __str__(self) -> str:
        return str(self.value)

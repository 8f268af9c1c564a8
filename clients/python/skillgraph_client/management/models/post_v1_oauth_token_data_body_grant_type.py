from enum import StrEnum

class PostV1OauthTokenDataBodyGrantType(StrEnum):
    CLIENT_CREDENTIALS = "client_credentials"

    def __str__(self) -> str:
        return str(self.value)

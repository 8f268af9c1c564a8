from enum import StrEnum

class ListUserCertificateOfSelfOrderByissuer(StrEnum):
    ASC = "asc"
    DESC = "desc"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ListUserPublicationOrderByreleaseDate(StrEnum):
    ASC = "asc"
    DESC = "desc"

    def __str__(self) -> str:
        return str(self.value)

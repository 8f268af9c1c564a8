from enum import StrEnum

class ParseJobOfferResponse200DesiredSkillsItemMethod(StrEnum):
    NAME = "name"
    SEARCH = "search"
    SEMANTIC = "semantic"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class SearchSkillsFramework(StrEnum):
    COMPETENT = "COMPETENT"
    ESCO = "ESCO"
    KLDB = "KLDB"
    NACE = "NACE"
    ONET = "ONET"
    ONS = "ONS"
    ROME = "ROME"
    SSF = "SSF"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ScoreCvResponse200AxesItemAxis(StrEnum):
    CHRONOLOGY = "chronology"
    CONTACT = "contact"
    EDUCATION = "education"
    EXPERIENCE = "experience"
    LANGUAGES = "languages"
    SKILLS = "skills"
    SUMMARY = "summary"

    def __str__(self) -> str:
        return str(self.value)

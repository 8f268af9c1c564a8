from enum import StrEnum

class EvaluationStatus(StrEnum):
    DONE = "done"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)

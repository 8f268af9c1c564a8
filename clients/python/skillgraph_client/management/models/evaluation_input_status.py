from enum import StrEnum

class EvaluationInputStatus(StrEnum):
    DONE = "done"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)

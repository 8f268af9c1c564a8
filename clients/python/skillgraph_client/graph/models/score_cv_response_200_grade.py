from enum import StrEnum

class ScoreCvResponse200Grade(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"

    def __str__(self) -> str:
        return str(self.value)

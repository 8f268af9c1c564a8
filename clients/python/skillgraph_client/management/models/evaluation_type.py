from enum import StrEnum

class EvaluationType(StrEnum):
    BILAN_ANNUEL = "Bilan annuel"
    BILAN_TRIMESTRIEL = "Bilan trimestriel"
    DEBRIEF_DE_PROJET = "Debrief de projet"
    ÉVALUATION_DE_COMPÉTENCE = "Évaluation de compétence"

    def __str__(self) -> str:
        return str(self.value)

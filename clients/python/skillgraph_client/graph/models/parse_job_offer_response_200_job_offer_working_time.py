from enum import StrEnum

class ParseJobOfferResponse200JobOfferWorkingTime(StrEnum):
    FULL_TIME = "full_time"
    PART_TIME = "part_time"

    def __str__(self) -> str:
        return str(self.value)

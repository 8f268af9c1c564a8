from enum import StrEnum

class PostV1ParseJobOfferResponse200JobOfferSalaryPeriod(StrEnum):
    DAY = "day"
    HOUR = "hour"
    MONTH = "month"
    YEAR = "year"

    def __str__(self) -> str:
        return str(self.value)

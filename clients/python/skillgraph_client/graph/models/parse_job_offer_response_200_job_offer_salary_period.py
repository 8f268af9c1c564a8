from enum import StrEnum

class ParseJobOfferResponse200JobOfferSalaryPeriod(StrEnum):
    DAY = "day"
    HOUR = "hour"
    MONTH = "month"
    YEAR = "year"

    def __str__(self) -> str:
        return str(self.value)

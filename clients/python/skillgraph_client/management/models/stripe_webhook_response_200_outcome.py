from enum import StrEnum

class StripeWebhookResponse200Outcome(StrEnum):
    ALREADY_APPLIED = "already_applied"
    IGNORED = "ignored"
    PLAN_STARTED = "plan_started"

    def __str__(self) -> str:
        return str(self.value)

"""RuleError: an action the rules do not allow now, in words a player understands."""


class RuleError(Exception):
    """Raised by `apply` for an illegal action; the state is left exactly as it was."""

    def __init__(self, message: str, allowed: list[str] | None = None):
        super().__init__(message)
        self.message = message
        self.allowed = allowed or []  # what this seat may do instead, in words
